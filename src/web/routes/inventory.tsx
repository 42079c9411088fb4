import { InventoryView, useInventory } from '../features/inventory';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';

export default function InventoryPage() {
  const inventory = useInventory();
  return (
    <>
      <PageHeader title="Inventory Page" subtitle="Showing Inventory" />
      {inventory.isPending ? (
        <Loading />
      ) : inventory.error ? (
        <ErrorState error={inventory.error} />
      ) : (
        <InventoryView items={inventory.data.items} />
      )}
    </>
  );
}
