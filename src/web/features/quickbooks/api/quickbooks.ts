import { quickbooksContract as contract } from '../../../../domain/quickbooks/contract';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract';
import type { RouteCall, RouteResult } from '../../../../domain/contract/route';
import { call, hrefOf } from '../../../lib/api';

type QuickbooksOverview = RouteResult<typeof contract.overview>;
export type Connection = QuickbooksOverview['connections'][number];
export type Run = QuickbooksOverview['runs'][number];
export type Push = QuickbooksOverview['pushes'][number];
export type CustomerPush = QuickbooksOverview['customerPushes'][number];
export type NewConnection = RouteCall<typeof contract.createConnection>['body'];
export type ConnectionChange = RouteCall<typeof contract.updateConnection>['body'];

export const quickbooksKey = ['admin', 'quickbooks'] as const;

export const fetchQuickbooks = () => call(contract.overview);
export const createConnection = (body: NewConnection) => call(contract.createConnection, { body });
export const updateConnection = (id: string, body: ConnectionChange) =>
  call(contract.updateConnection, { params: { id }, body });
export const removeConnection = (id: string) => call(contract.removeConnection, { params: { id } });
export const fetchOrderPush = (orderId: string) => call(contract.orderPush, { params: { id: orderId } });
export const retryPush = (orderId: string) => call(contract.retryPush, { params: { id: orderId } });
export const retryCustomerPush = (prospectId: string) =>
  call(contract.retryCustomerPush, { params: { id: prospectId } });
export type OrderPush = NonNullable<RouteResult<typeof contract.orderPush>['push']>;
export const orderPushKey = (orderId: string) => ['orders', orderId, 'quickbooks'];
export const retryOnlinePush = (orderId: string) =>
  call(onlinePushContract.retry, { params: { id: orderId } });
export const qwcHref = (id: string) => hrefOf(contract.qwcFile, { params: { id } });
