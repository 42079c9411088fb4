import { Divider, Stack } from '@mantine/core';
import { ComplianceNav, PermitsPanel, RulesPanel } from '../features/compliance';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/compliance: the company's permits per state and each state's dated licensing rule (issue 46, part 2). */
export default function AdminCompliancePage() {
  const { me } = useSession();
  if (!me?.abilities['compliance.manage']) return <NotAuthorizedPage title="Compliance" />;
  return (
    <Stack>
      <PageHeader title="Compliance" subtitle="The company’s permits and each state’s rules" />
      <ComplianceNav />
      <PermitsPanel />
      <Divider />
      <RulesPanel />
    </Stack>
  );
}
