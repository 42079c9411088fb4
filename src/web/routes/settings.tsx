import { EmailPreferencesForm } from '../features/tasks';
import { PageHeader } from '../ui/PageHeader';

/** /settings: the signed-in user's own choices (email, when the server sends email). */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="My settings" />
      <EmailPreferencesForm />
    </>
  );
}
