import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { CustomerSearchBox } from '../features/customers/components/CustomerSearchBox';
import { UnreadBadge } from '../features/notifications/components/UnreadBadge';
import { useSession } from '../features/session/hooks/useSession';
import { LiveEventsProvider } from '../lib/live';
import { ErrorState, Loading } from '../ui/PageState';
import HomePage from '../routes/home';
import LoginPage from '../routes/login';
import NotFoundPage from '../routes/not-found';
import { AppLayout } from './shell/AppLayout';
import { RouteError } from './RouteError';

/** Every route but /login needs a signed-in user; a visitor goes to /login and comes back after. */
function RequireSession() {
  const { me, loading, error } = useSession();
  const location = useLocation();
  if (loading) return <Loading />;
  if (error) return <ErrorState error={error} />;
  if (!me) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return (
    <LiveEventsProvider userId={me.user.id}>
      <AppLayout me={me} search={<CustomerSearchBox />} notificationsBadge={<UnreadBadge />} />
    </LiveEventsProvider>
  );
}

/** A page loaded when first visited, so the PDF and chart code is not in the first download. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const signedInRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: '/customerpage/:customerListID', ...page(() => import('../routes/customer-page')) },
  { path: '/notecreate', ...page(() => import('../routes/note-create')) },
  { path: '/submitnote', ...page(() => import('../routes/submit-note')) },
  { path: '/noteview/:id', ...page(() => import('../routes/note-view')) },
  { path: '/deletenote', ...page(() => import('../routes/delete-note')) },
  { path: '/notefeed', ...page(() => import('../routes/note-feed')) },
  { path: '/notifications', ...page(() => import('../routes/notifications')) },
  { path: '/ordercreate', ...page(() => import('../routes/order-create')) },
  { path: '/submitorder', ...page(() => import('../routes/submit-order')) },
  { path: '/orderfeed', ...page(() => import('../routes/order-feed')) },
  { path: '/orderview/:id', ...page(() => import('../routes/order-view')) },
  { path: '/orderdelete', ...page(() => import('../routes/order-delete')) },
  { path: '/invoiceview/:id', ...page(() => import('../routes/invoice-view')) },
  { path: '/salesorderview/:id', ...page(() => import('../routes/sales-order-view')) },
  { path: '/creditmemoview/:id', ...page(() => import('../routes/credit-memo-view')) },
  { path: '/inventory', ...page(() => import('../routes/inventory')) },
  { path: '/lists', ...page(() => import('../routes/lists')) },
  { path: '/events', ...page(() => import('../routes/events')) },
  { path: '/appointmentTable/:id', ...page(() => import('../routes/appointment-table')) },
  { path: '/admin', ...page(() => import('../routes/admin')) },
  { path: '/admin/quickbooks', ...page(() => import('../routes/quickbooks')) },
  { path: '/raffletickets', ...page(() => import('../routes/raffle-tickets')) },
  { path: '/reportspage', ...page(() => import('../routes/reports')) },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <RequireSession />, errorElement: <RouteError />, children: signedInRoutes },
  { path: '*', element: <Outlet /> },
]);
