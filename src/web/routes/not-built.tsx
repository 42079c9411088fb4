import { Alert, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

/** Screens whose issue has not landed yet say so plainly instead of pretending. */
export default function NotBuiltPage() {
  const location = useLocation();
  return (
    <Stack>
      <PageHeader title="Not available yet" />
      <Alert color="gray" title="This screen is on its way">
        {location.pathname} is part of Humidor&apos;s plan but has not been built yet.
      </Alert>
    </Stack>
  );
}
