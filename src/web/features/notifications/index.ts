/** A user's notifications: its front door, all that pages and the app shell import of it. */
export { notificationsKey } from './api/notifications';
export { NotificationsList } from './components/NotificationsList';
export { NotificationsPanel } from './components/NotificationsPanel';
export { UnreadBadge } from './components/UnreadBadge';
