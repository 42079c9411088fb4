import { Stack } from '@mantine/core';
import { useAdminUsers } from '../features/admin';
import { AuditLog } from '../features/history';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/audit: every recorded change, filtered, with the CSV (admins only). */
export default function AdminAuditPage() {
  const { me } = useSession();
  const users = useAdminUsers();
  if (!me?.abilities['users.manage']) {
    return <NotAuthorizedPage title="Audit log" />;
  }
  return (
    <Stack>
      <PageHeader title="Audit log" subtitle="Who changed what, and when" />
      <AuditLog users={(users.data ?? []).map((user) => ({ id: user.id, name: user.name }))} />
    </Stack>
  );
}
