import { NotificationsList } from '../features/notifications';
import { PageHeader } from '../ui/PageHeader';

/** /notifications: every notification of the last 90 days, dismissed ones included. */
export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" subtitle="All notifications" />
      <NotificationsList includeDismissed />
    </>
  );
}
