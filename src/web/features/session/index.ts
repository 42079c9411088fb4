/** The front door of sign-in, the signed-in user and sign-out. */
export { meQueryKey, type Me } from './api/session';
export { SignInPage } from './components/SignInPage';
export { sessionQuery, useSession, useSignOut } from './hooks/useSession';
export { keepSessionOnDevice } from './lib/kept-session';
