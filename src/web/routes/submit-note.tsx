import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

export default function SubmitNotePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const customerListId = params.get('customerListID');
  return (
    <>
      <PageHeader title="Note submitted" />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>Your note was saved.</Text>
          {id && (
            <Anchor component={Link} to={`/noteview/${id}`}>
              View the note
            </Anchor>
          )}
          {customerListId && (
            <Anchor component={Link} to={`/customerpage/${customerListId}`}>
              Go to the customer
            </Anchor>
          )}
          <Anchor component={Link} to="/notecreate">
            Write another note
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
