// The styles of what the shell and the home page draw (the first screen after sign-in), added to
// the entry's (boot.ts) in Mantine's own order: the building blocks first, then A to Z. Mantine's
// full stylesheet (about 25 KB gzipped more) comes with any other page (./all-styles.ts, router.tsx);
// in the same layer and order, it changes nothing these already style.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadCustomerSearchBox } from '../../features/customers';
import { UnreadBadge } from '../../features/notifications';
import { useSession } from '../../features/session';
import { LiveEventsProvider } from '../../lib/live';
import { AfterHydration } from '../../ui/AfterHydration';
import { ErrorState, Loading } from '../../ui/PageState';
import { AppLayout } from './AppLayout';
import { loadWhenOnline } from '../../lib/code-load';
import { whenIdle } from '../../lib/idle';

// Not needed for the first paint: they arrive just after (the search box fills its own slot of the
// top bar, the notifications are fixed over the page), so nothing moves when they do. Should the
// connection go before they arrive, they come when it is back (loadWhenOnline) and the shell stays.
const CustomerSearchBox = lazy(async () => ({
  default: (await loadWhenOnline(loadCustomerSearchBox)).CustomerSearchBox,
}));
// The offline runtime (Dexie, the outbox, saved answers) and its outbox button and banner likewise:
// about 40 KB that the first paint of a page does not need (docs/performance.md, first screen).
const OfflineProvider = lazy(async () => {
  const [{ OfflineProvider: Provider }, { offlineAdapters }] = await Promise.all([
    loadWhenOnline(() => import('../../offline/hooks')),
    loadWhenOnline(() => import('../offline-adapters')),
  ]);
  return {
    default: ({ userId }: { userId: string }) => <Provider userId={userId} adapters={offlineAdapters} />,
  };
});
const OutboxButton = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../../offline/OfflineStatus'))).OutboxButton,
}));
const OfflineBanner = lazy(async () => ({
  default: (await loadWhenOnline(() => import('../../offline/OfflineStatus'))).OfflineBanner,
}));
const outboxSlot = <div style={{ width: 44, height: 44, flex: 'none' }} />;
const Notifications = lazy(async () => ({
  default: (await loadWhenOnline(() => import('@mantine/notifications'))).Notifications,
}));

/**
 * Every route but /login needs a signed-in user; a visitor goes to /login and comes back after.
 * Loaded with the first signed-in page (router.tsx), so the sign-in screen does not download the
 * shell, the live stream, the customer search, dialogs and notifications.
 */
export function RequireSession() {
  const { me, loading, error } = useSession();
  const location = useLocation();
  const client = useQueryClient();
  // A rep's working set is kept on the phone for reading offline (decisions 0075, 0100): the first
  // one as soon as the first screen is up, as signal may go within minutes of signing in; a refresh
  // of an old one likewise; and again when the connection comes back to a copy left unfinished.
  const repId = me?.abilities['offline.keepCopy'] ? me.user.id : null;
  useEffect(() => {
    if (!repId) return;
    const keep = () => {
      // started without a network (a reload offline), it waits for the connection's return
      if (navigator.onLine === false) return;
      void import('../../offline/working-set').then(({ refreshWorkingSetIfOld }) =>
        refreshWorkingSetIfOld(client, repId),
      );
    };
    // In the first idle moment after the page was taken over, not during it: the first copy's
    // downloads and writes held the first screen's main thread for seconds (decision 0374).
    const cancel = whenIdle(keep);
    window.addEventListener('online', keep);
    return () => {
      cancel();
      window.removeEventListener('online', keep);
    };
  }, [repId, client]);
  if (loading) return <Loading />;
  if (error) return <ErrorState error={error} />;
  if (!me) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return (
    <ModalsProvider>
      <AfterHydration>
        <Notifications position="top-center" />
      </AfterHydration>
      <LiveEventsProvider userId={me.user.id}>
        {/* The provider only starts the user's offline runtime; the pages do not wait for it. */}
        <AfterHydration>
          <OfflineProvider userId={me.user.id} />
        </AfterHydration>
        <AppLayout
          me={me}
          search={
            <AfterHydration>
              <CustomerSearchBox />
            </AfterHydration>
          }
          notificationsBadge={<UnreadBadge />}
          outboxButton={
            // Its place is kept, so the top bar does not move when it arrives.
            <AfterHydration fallback={outboxSlot}>
              <OutboxButton />
            </AfterHydration>
          }
          offlineBanner={
            <AfterHydration>
              <OfflineBanner />
            </AfterHydration>
          }
        />
      </LiveEventsProvider>
    </ModalsProvider>
  );
}
