/** History of changes, the Trash and the audit log: its front door, all that pages and the app shell import of it. */
export { AuditLog } from './components/AuditLog';
export { HistoryPanel } from './components/HistoryPanel';
export { TrashList } from './components/TrashList';
