import type { RouteResult } from '../../../../domain/contract/route';
import { shopContract } from '../../../../domain/shop/contract';
import { api, call } from '../../../lib/api';

export type ShopMe = RouteResult<typeof shopContract.me>;

export const shopMeKey = ['shop', 'me'] as const;

export const fetchShopMe = () => call(shopContract.me);
export const acceptInvitation = (token: string, password: string) =>
  call(shopContract.acceptInvitation, { body: { token, password } });
/** The shop's own sign-in (better-auth's second instance, decision 0324), never the staff's. */
export const shopSignIn = (email: string, password: string) =>
  api.post('/api/shop/auth/sign-in/email', { email, password });
export const shopSignOut = () => api.post('/api/shop/auth/sign-out');
/**
 * "Email me a sign-in link": better-auth's magic link, landing on /shop once signed in, or back on
 * the sign-in page with `?error=` when the link is spent or expired.
 */
export const shopSignInLink = (email: string) =>
  api.post('/api/shop/auth/sign-in/magic-link', {
    email,
    callbackURL: '/shop',
    errorCallbackURL: '/shop/sign-in',
  });
