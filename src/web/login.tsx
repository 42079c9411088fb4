// The sign-in page's entry (login.html, decision 0091): React and the page, nothing of the app shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberZone } from './app/first-screen';
import { SignInPage } from './features/session/components/SignInPage';
import { whenIdle } from './lib/idle';
import { useReadyMark } from './lib/server-drawn';

// The home page after sign-in is drawn by the server in this browser's time zone (decision 0092).
whenIdle(rememberZone);

function SignIn() {
  useReadyMark();
  return <SignInPage />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
