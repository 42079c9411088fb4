import { Stack } from '@mantine/core';
import { LicenseListsPanel } from '../features/license-lists';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/compliance/license-lists: a state's published license list, imported and matched to its customers (admins). */
export default function AdminLicenseListsPage() {
  const { me } = useSession();
  if (!me?.abilities['settings.manage']) {
    return <NotAuthorizedPage title="License lists" />;
  }
  return (
    <Stack>
      <PageHeader title="License lists" subtitle="A state's published licenses, matched to its customers" />
      <LicenseListsPanel />
    </Stack>
  );
}
