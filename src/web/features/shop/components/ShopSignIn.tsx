import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { shopSignIn, shopSignInLink } from '../api/shop';
import { navigate, useShopLocation } from '../lib/navigation';
import { ShopShell } from './ShopShell';
import { ShopAlert, ShopButton } from './ShopUi';
import classes from './shop.module.css';

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status === 401
    ? 'Wrong email or password.'
    : error instanceof Error
      ? error.message
      : 'Sign-in failed. Please try again.';

/** Where an open shop tab goes when staff revoke its buyer (decision 0343): the sign-in, saying why. */
export const revokedSignInPath = '/shop/sign-in?revoked';
export const revokedMessage =
  'Your access to the shop portal was revoked, so you were signed out. Ask your sales rep to invite you again.';

/** `/shop/sign-in`: a buyer's email and the password they set from their invitation. */
export function ShopSignIn() {
  const id = useId();
  const { search } = useShopLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useMutation({
    mutationFn: () => shopSignIn(email.trim(), password),
    onSuccess: () => navigate('/shop', { replace: true }),
  });
  const link = useMutation({ mutationFn: () => shopSignInLink(email.trim()) });
  // An emailed link that did not sign in comes back here with better-auth's `?error=`.
  const linkFailed = search.has('error');
  const revoked = search.has('revoked');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && password) signIn.mutate();
  };
  return (
    <ShopShell company={null}>
      <form onSubmit={submit} className={`${classes.stack} ${classes.narrow}`}>
        <h2 className={classes.title}>Sign in to order for your shop</h2>
        {revoked && !signIn.error && <ShopAlert title="Signed out">{revokedMessage}</ShopAlert>}
        {linkFailed && !signIn.error && (
          <ShopAlert>
            This sign-in link has expired or was already used. Sign in below, or ask for a new link.
          </ShopAlert>
        )}
        {signIn.error && <ShopAlert title="Sign-in failed">{failureOf(signIn.error)}</ShopAlert>}
        <div className={classes.field}>
          <label htmlFor={`${id}-email`}>
            Email{' '}
            <span className={classes.required} aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`${id}-email`}
            className={classes.input}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
        <div className={classes.field}>
          <label htmlFor={`${id}-password`}>
            Password{' '}
            <span className={classes.required} aria-hidden="true">
              *
            </span>
          </label>
          <div className={classes.password}>
            <input
              id={`${id}-password`}
              className={classes.input}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <button
              type="button"
              className={classes.toggle}
              aria-pressed={showPassword}
              aria-controls={`${id}-password`}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className={classes.hidden}> password</span>
            </button>
          </div>
        </div>
        <ShopButton type="submit" busy={signIn.isPending}>
          Sign in
        </ShopButton>
        <ShopButton
          variant="subtle"
          busy={link.isPending}
          disabled={!email.trim()}
          onClick={() => link.mutate()}
        >
          Email me a sign-in link instead
        </ShopButton>
        {link.isSuccess && (
          <p className={classes.small} role="status">
            If {email.trim()} may order in the shop portal, a sign-in link is on its way. It works once, for
            15 minutes.
          </p>
        )}
        {link.error && <ShopAlert>{failureOf(link.error)}</ShopAlert>}
      </form>
    </ShopShell>
  );
}
