import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import LoginPage from '../routes/login';
import { Loading } from '../ui/PageState';
import { useDocumentTitle, type RouteHandle } from './shell/documentTitle';
import { RouteError } from './RouteError';
import { lazyPage } from './lazy-page';

const titled = (title: string): RouteHandle => ({ title });

/**
 * A page loaded when first visited, so the PDF and chart code is not in the first download. Every
 * page but the sign-in page is one, the home page too: the first download holds only React, the
 * router, Mantine's base and the sign-in form (bench/initial-js.ts measures it, docs/performance.md).
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  // With Mantine's full styles: the shell brings only those of the shell and the home page.
  return lazyPage(async () => (await Promise.all([load(), import('./shell/all-styles')]))[0]);
}

/** The home page: drawn with the shell's styles alone, so the first screen after sign-in waits for no more. */
const homePage = lazyPage;

const signedInRoutes: RouteObject[] = [
  { index: true, handle: titled('Home'), ...homePage(() => import('../routes/home')) },
  {
    path: '/customerpage/:customerListID',
    handle: titled('Customer'),
    // The charts' styles come only with the pages that draw charts (the Stats tab, the Sales panel, /insights).
    ...page(
      async () => (await Promise.all([import('../routes/customer-page'), import('./charts-styles')]))[0],
    ),
  },
  { path: '/notecreate', handle: titled('New Note'), ...page(() => import('../routes/note-create')) },
  { path: '/submitnote', handle: titled('Note Submitted'), ...page(() => import('../routes/submit-note')) },
  { path: '/noteview/:id', handle: titled('Note'), ...page(() => import('../routes/note-view')) },
  { path: '/deletenote', handle: titled('Note Deleted'), ...page(() => import('../routes/delete-note')) },
  { path: '/notefeed', handle: titled('Notes Feed'), ...page(() => import('../routes/note-feed')) },
  { path: '/mytasks', handle: titled('My Tasks'), ...page(() => import('../routes/my-tasks')) },
  { path: '/settings', handle: titled('My settings'), ...page(() => import('../routes/settings')) },
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
  { path: '/admin/audit', handle: titled('Audit log'), ...page(() => import('../routes/admin-audit')) },
  {
    path: '/admin/prospects',
    handle: titled('Prospects'),
    ...page(() => import('../routes/admin-prospects')),
  },
  {
    path: '/admin/compliance/license-lists',
    handle: titled('License lists'),
    ...page(() => import('../routes/admin-license-lists')),
  },
  {
    path: '/admin/compliance',
    handle: titled('Compliance'),
    ...page(() => import('../routes/admin-compliance')),
  },
  {
    path: '/admin/shop-portal',
    handle: titled('Shop portal'),
    ...page(() => import('../routes/admin-shop-portal')),
  },
  {
    path: '/admin/compliance/items',
    handle: titled('Items’ tax'),
    ...page(() => import('../routes/admin-compliance-items')),
  },
  {
    path: '/admin/compliance/reports',
    handle: titled('Compliance reports'),
    ...page(() => import('../routes/admin-compliance-reports')),
  },
  { path: '/trash', handle: titled('Trash'), ...page(() => import('../routes/trash')) },
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
  {
    path: '/insights',
    handle: titled('Sales insight'),
    ...page(async () => (await Promise.all([import('../routes/insights'), import('./charts-styles')]))[0]),
  },
  { path: '/visits', handle: titled('Visits'), ...page(() => import('../routes/visits')) },
  // MapLibre and the state outlines come only with the map page (decision 0213).
  { path: '/map', handle: titled('Map'), ...page(() => import('../routes/map')) },
  { path: '/reportspage', handle: titled('Reports'), ...page(() => import('../routes/reports')) },
  { path: '/search', handle: titled('Search'), ...page(() => import('../routes/search')) },
  { path: '/outbox', handle: titled('Outbox'), ...page(() => import('../routes/outbox')) },
  // The outbox's first path, bookmarked and installed on phones (decision 0281).
  { path: '/sync', element: <Navigate to="/outbox" replace /> },
  { path: '*', handle: titled('Page not found'), ...page(() => import('../routes/not-found')) },
];

/** Around every route: the document title follows the page (WCAG 2.4.2). */
function DocumentTitle() {
  useDocumentTitle();
  return <Outlet />;
}

/** Every route; the browser's router (main.tsx) and the server's first screen (render.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <DocumentTitle />,
    // Shown while the first page's code arrives.
    hydrateFallbackElement: <Loading />,
    children: [
      // In the first download (about 5 KB gzipped): the sign-in screen paints without another round trip.
      { path: '/login', handle: titled('Sign in'), element: <LoginPage /> },
      // The shop portal (issue 48): its own pages and shell, outside the staff's RequireSession; a
      // buyer has no staff session, so every other page leads them to the staff's sign-in, never in.
      // One page draws them all and moves between them itself (decision 0354); these give the titles.
      ...(
        [
          ['/shop', 'Shop'],
          ['/shop/estimates', 'Estimates to sign'],
          ['/shop/account', 'Your account'],
          ['/shop/sign-in', 'Shop sign-in'],
          ['/shop/invitation', 'Shop invitation'],
        ] as const
      ).map(([path, title]) => ({ path, handle: titled(title), ...page(() => import('../routes/shop')) })),
      {
        path: '/',
        // The shell (top bar, menu, live events, dialogs) comes with the first signed-in page.
        lazy: async () => ({ Component: (await import('./shell/SignedIn')).RequireSession }),
        errorElement: <RouteError />,
        children: signedInRoutes,
      },
      { path: '*', element: <Outlet /> },
    ],
  },
];
