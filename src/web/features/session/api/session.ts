import type { RouteResult } from '../../../../domain/contract/route';
import { usersContract } from '../../../../domain/users/contract';
import { api, call } from '../../../lib/api';

export type Me = RouteResult<typeof usersContract.me>;

export const meQueryKey = ['me'] as const;

export const fetchMe = () => call(usersContract.me);
export const signIn = (email: string, password: string) =>
  api.post('/api/auth/sign-in/email', { email, password });
export const signOut = () => api.post('/api/auth/sign-out');
