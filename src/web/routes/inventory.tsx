import { InventoryView } from '../features/inventory/components/InventoryView';
import { useInventory } from '../features/inventory/hooks/useInventory';
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
