/** The front door of inventory views. */
export { InventoryView } from './components/InventoryView';
export { useInventory } from './hooks/useInventory';
