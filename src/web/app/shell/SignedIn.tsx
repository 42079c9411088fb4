import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { UnreadBadge } from '../../features/notifications/components/UnreadBadge';
import { useSession } from '../../features/session/hooks/useSession';
import { LiveEventsProvider } from '../../lib/live';
import { OfflineProvider } from '../../offline/hooks';
import { OfflineBanner, SyncButton } from '../../offline/OfflineStatus';
import { ErrorState, Loading } from '../../ui/PageState';
import { AppLayout } from './AppLayout';

// Not needed for the first paint: they arrive just after (the search box fills its own slot of the
// top bar, the notifications are fixed over the page), so nothing moves when they do.
const CustomerSearchBox = lazy(async () => ({
  default: (await import('../../features/customers/components/CustomerSearchBox')).CustomerSearchBox,
}));
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/**
 * Every route but /login needs a signed-in user; a visitor goes to /login and comes back after.
 * Loaded with the first signed-in page (router.tsx), so the sign-in screen does not download the
 * shell, the live stream, the customer search, dialogs and notifications.
 */
export function RequireSession() {
  const { me, loading, error } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (error) return <ErrorState error={error} />;
  if (!me) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return (
    <ModalsProvider>
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <LiveEventsProvider userId={me.user.id}>
        <OfflineProvider userId={me.user.id}>
          <AppLayout
            me={me}
            search={
              <Suspense fallback={null}>
                <CustomerSearchBox />
              </Suspense>
            }
            notificationsBadge={<UnreadBadge />}
            syncButton={<SyncButton />}
            offlineBanner={<OfflineBanner />}
          />
        </OfflineProvider>
      </LiveEventsProvider>
    </ModalsProvider>
  );
}
