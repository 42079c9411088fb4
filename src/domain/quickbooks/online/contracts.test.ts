import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../contract/route.js';
import { onlineConnectionContract } from './connection-contract.js';
import { cutoverKinds, onlineCutoverContract, ordersAnswerSchema } from './cutover-contract.js';
import { formerOnlinePath } from './former-paths.js';
import { onlinePushContract } from './push-contract.js';
import { onlineSyncContract } from './sync-contract.js';

const routes: RouteDefinition[] = [
  ...Object.values(onlineConnectionContract),
  ...Object.values(onlineSyncContract),
  ...Object.values(onlineCutoverContract),
  ...Object.values(onlinePushContract),
];

describe("QuickBooks Online's contracts", () => {
  it('spell every path quickbooks/online, as the folders do (decision 0272)', () => {
    for (const route of routes) expect(route.path).toMatch(/\/quickbooks\/online(\/|$)/);
  });

  it('keep each old quickbooks-online path as a deprecated alias of the same route', () => {
    const moved = routes.filter((route) => route.path !== '/api/admin/quickbooks/online');
    for (const route of moved)
      expect(route.formerPaths?.map((former) => former.path)).toEqual([
        route.path.replace('quickbooks/online', 'quickbooks-online'),
      ]);
  });

  it('date the old paths: deprecated on the move, sunset a quarter later', () => {
    expect(formerOnlinePath('/api/quickbooks-online/connect')).toEqual({
      path: '/api/quickbooks-online/connect',
      deprecated: '2026-12-06',
      sunset: '2027-03-06',
    });
  });

  it("read the cutover's inputs with their own messages", () => {
    expect(cutoverKinds).toEqual(['customer', 'item']);
    expect(ordersAnswerSchema.safeParse({ sendOrdersToOnline: 'yes' }).error?.issues[0]?.message).toBe(
      'Say whether app orders go to QuickBooks Online from now on: true or false.',
    );
    expect(onlineCutoverContract.review.query.parse({})).toEqual({ kind: 'customer', limit: 50 });
    expect(onlinePushContract.retry.params.safeParse({ id: '' }).success).toBe(false);
  });
});
