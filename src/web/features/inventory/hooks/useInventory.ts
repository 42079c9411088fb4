import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import { fetchInventory, inventoryKey } from '../api/inventory';

/** Every item of the three views; refreshed when an import lands. */
export function useInventory() {
  useLiveInvalidation(['import.completed'], inventoryKey);
  return useQuery({ queryKey: inventoryKey, queryFn: fetchInventory, staleTime: 60_000 });
}
