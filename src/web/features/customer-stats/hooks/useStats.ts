import { useQuery } from '@tanstack/react-query';
import { fetchStats, statsKey } from '../api/stats';

export const useStats = (listId: string, enabled: boolean) =>
  useQuery({ queryKey: statsKey(listId), queryFn: () => fetchStats(listId), enabled });
