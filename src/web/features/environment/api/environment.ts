import type { RouteResult } from '../../../../domain/contract/route';
import { environmentContract } from '../../../../domain/environment/contract';
import { call } from '../../../lib/api';

export type { EnvironmentUser } from '../../../../domain/environment/contract';
/** Every admin setting plus the lists mirrored from QuickBooks. */
export type Environment = RouteResult<typeof environmentContract.environment>;

export const environmentKey = ['environment'] as const;
export const fetchEnvironment = () => call(environmentContract.environment);
