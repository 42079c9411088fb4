import type { InventoryItem } from '../../../../domain/inventory/views';
import { api } from '../../../lib/api';

export const inventoryKey = ['inventory'] as const;
export const fetchInventory = () => api.get<{ items: InventoryItem[] }>('/api/inventory');
