import { api } from '../../../lib/api';

export interface EnvironmentUser {
  id: string;
  displayName: string;
  repCode: string | null;
  active: boolean;
  untaggable: boolean;
}

/** What GET /api/environment answers: every admin setting plus the synced lists. */
export interface Environment {
  settings: Record<string, unknown>;
  users: EnvironmentUser[];
  priceLevels: { listId: string; name: string; percentOff: number }[];
  terms: { listId: string; name: string }[];
  salesReps: { listId: string; initial: string; name: string | null }[];
}

export const environmentKey = ['environment'] as const;
export const fetchEnvironment = () => api.get<Environment>('/api/environment');
