/** Inventory views: its front door, all that pages and the app shell import of it. */
export { InventoryView } from './components/InventoryView';
export { useInventory } from './hooks/useInventory';
