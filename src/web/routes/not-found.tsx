import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

export default function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <PageHeader title="Page not found" subtitle="There is no page at this address." />
      <Button component={Link} to="/">
        Go home
      </Button>
    </Stack>
  );
}
