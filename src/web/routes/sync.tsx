import { OutboxList } from '../offline/OutboxList';
import { SyncPanel } from '../offline/SyncPanel';
import { PageHeader } from '../ui/PageHeader';

/** /sync: what this device wrote and whether the server has it (issue 15, docs/decisions/0056). */
export default function SyncPage() {
  return (
    <>
      <PageHeader title="Sync" subtitle="Notes, orders, comments and task changes written on this device" />
      <SyncPanel />
      <OutboxList />
    </>
  );
}
