import { Paper, Stack } from '@mantine/core';
import { EmailPreferencesForm } from '../features/tasks';
import { WorkingDaysSection } from '../features/visit-planning';
import { PageHeader } from '../ui/PageHeader';

/**
 * /settings: the signed-in user's own choices: email (when the server sends email) and the working
 * days the week's plan starts from (decision 0400; also under Visits' "Whom to see").
 */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="My settings" />
      <Stack gap="lg">
        <EmailPreferencesForm />
        <Paper withBorder p="md">
          <WorkingDaysSection />
        </Paper>
      </Stack>
    </>
  );
}
