import { useQueryClient } from '@tanstack/react-query';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import classes from './shop.module.css';

/**
 * The few pieces the storefront's first screen draws with (decision 0354): plain elements and
 * shop.module.css in place of Mantine's Button, Badge, Alert, Loader and the app's PageState, whose
 * weight (and PageState's router link) the first download cannot carry.
 */

export type ShopTone = 'green' | 'yellow' | 'orange' | 'gray' | 'red';

const variants = { filled: '', light: classes.light, subtle: classes.subtle } as const;

/** A button at least 44 px high; `busy` keeps it in place, disabled, while its request runs. */
export function ShopButton({
  variant = 'filled',
  busy = false,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants; busy?: boolean }) {
  return (
    <button
      type={type}
      className={[classes.button, variants[variant], className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

export function ShopBadge({ tone, children, ...rest }: { tone: ShopTone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={`${classes.badge} ${classes[tone]}`} {...rest}>
      {children}
    </span>
  );
}

export function ShopAlert({
  tone = 'red',
  title,
  role = 'alert',
  children,
}: {
  tone?: ShopTone;
  title?: string;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`${classes.alert} ${classes[tone]}`} role={role}>
      {title && <p className={classes.alertTitle}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}

/** Said to a screen reader once (role status), shown while a page's data comes. */
export function ShopLoading() {
  return (
    <p className={classes.loading} role="status" aria-busy="true">
      Loading…
    </p>
  );
}

/** A failed read or write in the server's words; a busy server (503) offers to try again. */
export function ShopError({ error }: { error: unknown }) {
  const client = useQueryClient();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ShopAlert title="Error">
      <p className={classes.small}>{message}</p>
      {error instanceof ApiError && error.status === 503 && (
        <ShopButton variant="light" onClick={() => void client.refetchQueries({ type: 'active' })}>
          Try again
        </ShopButton>
      )}
    </ShopAlert>
  );
}
