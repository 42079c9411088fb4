// The sign-in page's entry (login.html, decision 0091): React and the page, nothing of the app shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './features/session/components/SignInPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SignInPage />
  </StrictMode>,
);
