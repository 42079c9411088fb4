import { SignInPage } from '../features/session';

/**
 * /login inside the app (a sign-out, or a page that needs a session): the same sign-in page the
 * server sends on its own for a fresh visit (login.html, decision 0091).
 */
export default function LoginPage() {
  return <SignInPage />;
}
