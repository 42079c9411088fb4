import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

export default function DeleteNotePage() {
  const [params] = useSearchParams();
  const customerListId = params.get('customerListID');
  return (
    <>
      <PageHeader title="Note deleted" />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>The note was deleted.</Text>
          {customerListId ? (
            <Anchor component={Link} to={`/customerpage/${customerListId}`}>
              Back to the customer
            </Anchor>
          ) : (
            <Anchor component={Link} to="/">
              Home
            </Anchor>
          )}
        </Stack>
      </Paper>
    </>
  );
}
