// The sign-in page's entry (login.html, decision 0091): React and the page, nothing of the app shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberZone } from './app/first-screen';
import { SignInPage } from './features/session';
import { whenIdle, whenLoadedAndIdle } from './lib/idle';
import { useReadyMark } from './lib/server-drawn';

// The home page after sign-in is drawn by the server in this browser's time zone (decision 0092).
whenIdle(rememberZone);

// The offline app starts installing while the rep signs in (decision 0255): the service worker's
// precache takes seconds, and until it is in place a reload without signal shows the browser's error
// page, not the app. Only the worker is registered here: updates and their prompt are the app's
// (app/pwa/register.ts registers the same script again, which is no second install).
if ('serviceWorker' in navigator && import.meta.env.MODE === 'production')
  whenLoadedAndIdle(
    () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined),
  );

function SignIn() {
  useReadyMark();
  return <SignInPage />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
