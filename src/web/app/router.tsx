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
import { useDocumentTitle, type RouteHandle } from './shell/documentTitle';
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

const titled = (title: string): RouteHandle => ({ title });

/** A page loaded when first visited, so the PDF and chart code is not in the first download. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const signedInRoutes: RouteObject[] = [
  { index: true, handle: titled('Home'), element: <HomePage /> },
  {
    path: '/customerpage/:customerListID',
    handle: titled('Customer'),
    ...page(() => import('../routes/customer-page')),
  },
  { path: '/notecreate', handle: titled('New Note'), ...page(() => import('../routes/note-create')) },
  { path: '/submitnote', handle: titled('Note Submitted'), ...page(() => import('../routes/submit-note')) },
  { path: '/noteview/:id', handle: titled('Note'), ...page(() => import('../routes/note-view')) },
  { path: '/deletenote', handle: titled('Note Deleted'), ...page(() => import('../routes/delete-note')) },
  { path: '/notefeed', handle: titled('Notes Feed'), ...page(() => import('../routes/note-feed')) },
  {
    path: '/notifications',
    handle: titled('Notifications'),
    ...page(() => import('../routes/notifications')),
  },
  { path: '/ordercreate', handle: titled('New Order'), ...page(() => import('../routes/order-create')) },
  {
    path: '/submitorder',
    handle: titled('Order Submitted'),
    ...page(() => import('../routes/submit-order')),
  },
  { path: '/orderfeed', handle: titled('Orders Feed'), ...page(() => import('../routes/order-feed')) },
  { path: '/orderview/:id', handle: titled('Order'), ...page(() => import('../routes/order-view')) },
  { path: '/orderdelete', handle: titled('Order Deleted'), ...page(() => import('../routes/order-delete')) },
  { path: '/invoiceview/:id', handle: titled('Invoice'), ...page(() => import('../routes/invoice-view')) },
  {
    path: '/salesorderview/:id',
    handle: titled('Sales Order'),
    ...page(() => import('../routes/sales-order-view')),
  },
  {
    path: '/creditmemoview/:id',
    handle: titled('Credit Memo'),
    ...page(() => import('../routes/credit-memo-view')),
  },
  { path: '/inventory', handle: titled('Inventory'), ...page(() => import('../routes/inventory')) },
  { path: '/lists', handle: titled('Lists'), ...page(() => import('../routes/lists')) },
  { path: '/events', handle: titled('Events'), ...page(() => import('../routes/events')) },
  {
    path: '/appointmentTable/:id',
    handle: titled('Appointments'),
    ...page(() => import('../routes/appointment-table')),
  },
  { path: '/admin', handle: titled('Admin'), ...page(() => import('../routes/admin')) },
  {
    path: '/admin/quickbooks',
    handle: titled('QuickBooks'),
    ...page(() => import('../routes/quickbooks')),
  },
  {
    path: '/raffletickets',
    handle: titled('Raffle Tickets'),
    ...page(() => import('../routes/raffle-tickets')),
  },
  { path: '/reportspage', handle: titled('Reports'), ...page(() => import('../routes/reports')) },
  { path: '*', handle: titled('Page not found'), element: <NotFoundPage /> },
];

/** Around every route: the document title follows the page (WCAG 2.4.2). */
function DocumentTitle() {
  useDocumentTitle();
  return <Outlet />;
}

export const router = createBrowserRouter([
  {
    element: <DocumentTitle />,
    children: [
      { path: '/login', handle: titled('Sign in'), element: <LoginPage /> },
      {
        path: '/',
        element: <RequireSession />,
        errorElement: <RouteError />,
        children: signedInRoutes,
      },
      { path: '*', element: <Outlet /> },
    ],
  },
]);
