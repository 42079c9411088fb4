import { api } from '../../../lib/api';

export interface SystemInfo {
  lastSuccessfulSyncAt: string | null;
}

export const systemInfoKey = ['system-info'] as const;
export const fetchSystemInfo = () => api.get<SystemInfo>('/api/system-info');
