/**
 * The front door of QuickBooks Desktop and Online: connections, runs, the push queue and an order's status.
 */
export { ConnectionsPanel } from './components/ConnectionsPanel';
export { OnlinePanel } from './components/OnlinePanel';
export { OrderQuickbooksStatus } from './components/OrderQuickbooksStatus';
export { PushQueue } from './components/PushQueue';
export { RunLog } from './components/RunLog';
export { useQuickbooks } from './hooks/useQuickbooks';
