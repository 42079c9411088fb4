import { SavedLists } from '../features/documents';
import { PageHeader } from '../ui/PageHeader';

export default function ListsPage() {
  return (
    <>
      <PageHeader title="Saved Lists" subtitle="Customers, invoices and credit memos" />
      <SavedLists />
    </>
  );
}
