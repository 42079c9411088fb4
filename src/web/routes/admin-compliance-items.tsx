import { Stack } from '@mantine/core';
import { ComplianceNav, TaxProfilesPanel } from '../features/compliance';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/compliance/items: what excise tax needs to know of each item, by brand or item, and the gaps (issue 46, part 4). */
export default function AdminComplianceItemsPage() {
  const { me } = useSession();
  if (!me?.abilities['compliance.manage']) return <NotAuthorizedPage title="Items’ tax" />;
  return (
    <Stack>
      <PageHeader
        title="Items’ tax"
        subtitle="What excise tax needs to know of each item, and what is missing"
      />
      <ComplianceNav />
      <TaxProfilesPanel />
    </Stack>
  );
}
