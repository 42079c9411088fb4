import type { OfflineAdapter } from '../../offline/adapter';
import { myTasksKey, tasksApi } from './api/tasks';

/** My Tasks, kept on the device with the working set (decision 0075); task changes are the notes' writes. */
export const tasksOffline: OfflineAdapter = {
  feature: 'tasks',
  keep: ({ client }) =>
    client.prefetchQuery({ queryKey: myTasksKey(false), queryFn: () => tasksApi.mine(false) }),
};
