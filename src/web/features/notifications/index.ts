/** The front door of a user's notifications. */
export { notificationsKey } from './api/notifications';
export { NotificationsList } from './components/NotificationsList';
export { NotificationsPanel } from './components/NotificationsPanel';
export { UnreadBadge } from './components/UnreadBadge';
