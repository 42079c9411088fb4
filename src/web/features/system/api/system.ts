import { systemContract } from '../../../../domain/system/contract';
import { call } from '../../../lib/api';

export const systemInfoKey = ['system-info'] as const;
export const fetchSystemInfo = () => call(systemContract.info);
