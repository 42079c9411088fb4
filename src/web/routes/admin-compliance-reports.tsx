import { Stack } from '@mantine/core';
import { ComplianceNav } from '../features/compliance';
import { ReportView } from '../features/compliance-reports';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/compliance/reports: a state's monthly report from the mirrored invoices and credit memos (admins only). */
export default function AdminComplianceReportsPage() {
  const { me } = useSession();
  if (!me?.abilities['compliance.manage']) return <NotAuthorizedPage title="Compliance reports" />;
  return (
    <Stack>
      <PageHeader
        title="Compliance reports"
        subtitle="Each state’s monthly report and the tax due, from the invoices and credit memos in QuickBooks"
      />
      <ComplianceNav />
      <ReportView />
    </Stack>
  );
}
