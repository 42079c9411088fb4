import { inventoryContract } from '../../../../domain/inventory/contract';
import { call } from '../../../lib/api';

export const inventoryKey = ['inventory'] as const;
export const fetchInventory = () => call(inventoryContract.items);
