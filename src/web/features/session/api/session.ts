import type { Abilities, Principal } from '../../../../domain/access/policy';
import { api } from '../../../lib/api';

export interface Me {
  user: Principal;
  abilities: Abilities;
}

export const meQueryKey = ['me'] as const;

export const fetchMe = () => api.get<Me>('/api/me');
export const signIn = (email: string, password: string) =>
  api.post('/api/auth/sign-in/email', { email, password });
export const signOut = () => api.post('/api/auth/sign-out');
