import { TrashList } from '../features/history';
import { PageHeader } from '../ui/PageHeader';

/** /trash: what the user deleted (an admin: everything) in the last 30 days, to restore. */
export default function TrashPage() {
  return (
    <>
      <PageHeader title="Trash" subtitle="Deleted in the last 30 days; restore puts it back as it was" />
      <TrashList />
    </>
  );
}
