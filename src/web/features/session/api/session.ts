import type { RouteResult } from '../../../../domain/contract/route';
import type { sessionContract } from '../../../../domain/session/contract';
import { api } from '../../../lib/api';

export type Me = RouteResult<typeof sessionContract.me>;

export const meQueryKey = ['me'] as const;

/**
 * GET /api/me (sessionContract.me) by its path: the contract's zod schemas stay out of the first
 * download, which every screen, the sign-in page too, waits for.
 */
export const fetchMe = () => api.get<Me>('/api/me');
export const signIn = (email: string, password: string) =>
  api.post('/api/auth/sign-in/email', { email, password });
export const signOut = () => api.post('/api/auth/sign-out');
