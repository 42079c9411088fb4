import { useEffect, useState, type CSSProperties, type FormEvent } from 'react';
import { notLoggedInMessage } from '../../../../domain/notifications/text';
import { sameOriginNext } from '../../../../domain/session/next';
import { tobaccoShades } from '../../../ui/brand';
import { ApiError } from '../../../lib/api';
import { setLastUserId } from '../../../offline/last-user';
import { fetchMe, signIn } from '../api/session';
import classes from './SignInPage.module.css';

const wrongCredentialsMessage = 'Wrong Password / User does not exist';

/**
 * Every refusal says why: a wrong password gets the spec's words, anything else (locked after too
 * many tries, a forbidden origin, the server down or failing) the server's own message.
 */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return wrongCredentialsMessage;
    return error.message;
  }
  return 'Humidor did not answer as expected. Please try again in a moment.';
}

const brand = {
  '--brand': tobaccoShades[8],
  '--brand-dark': tobaccoShades[9],
  '--brand-tint': tobaccoShades[0],
} as CSSProperties;

/**
 * The sign-in page, a page of its own (login.html, decision 0091): plain React and CSS, without the
 * app's router, query cache or component library, so a phone draws it from a small download. A
 * signed-in visitor and a successful sign-in go on to `next` with a full page load of the app, only
 * within this origin (decision 0247).
 */
export function SignInPage() {
  const params = new URLSearchParams(window.location.search);
  const next = sameOriginNext(params.get('next'), window.location.origin);
  const [checking, setChecking] = useState(true);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    fetchMe().then(
      () => window.location.replace(next),
      () => setChecking(false),
    );
  }, [next]);

  const emailError = tried && !email.trim() ? 'Enter your email.' : undefined;
  const passwordError = tried && !password ? 'Enter your password.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!email.trim() || !password || pending) return;
    setPending(true);
    setFailure(null);
    signIn(email.trim(), password).then(
      () => {
        // A new session: the user kept on this device from before is not drawn offline for it
        // (decision 0263); the app keeps who this is at its first answer of /api/me.
        setLastUserId(null);
        window.location.replace(next);
      },
      (error: unknown) => {
        setFailure(signInFailureMessage(error));
        setPending(false);
      },
    );
  };

  return (
    <main className={classes.page} style={brand}>
      <div className={classes.column}>
        {params.has('next') && (
          <div className={classes.notice} role="status">
            <strong>{notLoggedInMessage}</strong>
            <span>Sign in to see this page.</span>
          </div>
        )}
        <form className={classes.card} onSubmit={submit} noValidate aria-busy={checking || pending}>
          <div>
            <h1 className={classes.title}>Humidor</h1>
            <p className={classes.dimmed}>Sign in to continue</p>
          </div>
          {failure && (
            <div className={classes.failure} role="alert">
              <strong>Sign-in failed</strong>
              <span>{failure}</span>
            </div>
          )}
          <div className={classes.field}>
            <label htmlFor="sign-in-email">
              Email <span aria-hidden="true">*</span>
            </label>
            <input
              id="sign-in-email"
              type="email"
              autoComplete="username"
              required
              maxLength={200}
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'sign-in-email-error' : undefined}
            />
            {emailError && (
              <p id="sign-in-email-error" className={classes.error}>
                {emailError}
              </p>
            )}
          </div>
          <div className={classes.field}>
            <label htmlFor="sign-in-password">
              Password <span aria-hidden="true">*</span>
            </label>
            <div className={classes.password}>
              <input
                id="sign-in-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                maxLength={200}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                aria-invalid={Boolean(passwordError)}
                aria-describedby={passwordError ? 'sign-in-password-error' : undefined}
              />
              <button
                type="button"
                className={classes.toggle}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className={classes.hidden}> password</span>
              </button>
            </div>
            {passwordError && (
              <p id="sign-in-password-error" className={classes.error}>
                {passwordError}
              </p>
            )}
          </div>
          <button type="submit" className={classes.submit} disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
