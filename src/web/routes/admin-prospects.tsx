import { Stack } from '@mantine/core';
import { ProspectImportPanel } from '../features/prospects';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/prospects: shops that are not customers yet, imported from a state's list or an OpenStreetMap extract (admins). */
export default function AdminProspectsPage() {
  const { me } = useSession();
  if (!me?.abilities['settings.manage']) {
    return <NotAuthorizedPage title="Prospects" />;
  }
  return (
    <Stack>
      <PageHeader
        title="Prospects"
        subtitle="Shops that are not customers yet, from a state's list or OpenStreetMap"
      />
      <ProspectImportPanel />
    </Stack>
  );
}
