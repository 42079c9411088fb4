/** Sign-in, the signed-in user and sign-out: its front door, all that pages and the app shell import of it. */
export { meQueryKey, type Me } from './api/session';
export { SignInPage } from './components/SignInPage';
export { sessionQuery, useSession, useSignOut } from './hooks/useSession';
