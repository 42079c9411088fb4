import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover';
import {
  onlineCutoverContract as contract,
  type OrdersAnswer,
} from '../../../../domain/quickbooks/online/cutover-contract';
import { call } from '../../../lib/api';

export const cutoverKey = ['admin', 'quickbooks', 'cutover'] as const;

export const fetchCutover = (kind: CutoverKind) => call(contract.review, { query: { kind, limit: 50 } });
export const fetchCandidates = (kind: CutoverKind, q: string) =>
  call(contract.candidates, { query: { kind, q } });
export const decideLink = (body: { kind: CutoverKind; onlineId: string; listId: string | null }) =>
  call(contract.decide, { body });
/** The cutover's question answered: app orders go to QuickBooks Online from now on, or not. */
export const answerOrders = (body: OrdersAnswer) => call(contract.answerOrders, { body });
