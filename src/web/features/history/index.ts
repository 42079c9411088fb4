/** The front door of history of changes, the Trash and the audit log. */
export { AuditLog } from './components/AuditLog';
export { HistoryPanel } from './components/HistoryPanel';
export { TrashList } from './components/TrashList';
