import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useSession } from '../features/session/hooks/useSession';
import { LiveEventsProvider } from '../lib/live';
import { ErrorState, Loading } from '../ui/PageState';
import HomePage from '../routes/home';
import LoginPage from '../routes/login';
import NotBuiltPage from '../routes/not-built';
import NotFoundPage from '../routes/not-found';
import { AppLayout } from './shell/AppLayout';

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
    <LiveEventsProvider enabled>
      <AppLayout me={me} search={null} />
    </LiveEventsProvider>
  );
}

/** Spec routes whose screens arrive with later issues. */
const plannedPaths = [
  '/notecreate',
  '/notefeed',
  '/submitnote',
  '/noteview/:id',
  '/deletenote',
  '/notifications',
  '/customerpage/:customerListID',
  '/ordercreate',
  '/submitorder',
  '/orderfeed',
  '/orderview/:id',
  '/orderdelete',
  '/invoiceview/:id',
  '/salesorderview/:id',
  '/creditmemoview/:id',
  '/inventory',
  '/lists',
  '/events',
  '/appointmentTable/:id',
  '/admin',
  '/raffletickets',
  '/reportspage',
];

const signedInRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...plannedPaths.map((path) => ({ path, element: <NotBuiltPage /> })),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <RequireSession />, children: signedInRoutes },
  { path: '*', element: <Outlet /> },
]);
