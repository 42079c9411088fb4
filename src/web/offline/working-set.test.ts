// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentContract } from '../../domain/environment/contract';
import { notesContract } from '../../domain/notes/contract';
import { offlineContract } from '../../domain/offline/contract';
import { mockApi } from '../test/api';
import { aCustomerDetail, aNote, anEnvironment } from '../test/fixtures';
import type { KeptCustomer, KeptNote, OfflineAdapter } from './adapter';
import { activeOffline, startOffline } from './runtime';
import { copyTarget, keepWorkingSet } from './working-set';
import { readWorkingSetCopy } from './working-set-copy';

afterEach(() => {
  activeOffline()?.stop();
  vi.unstubAllGlobals();
});

const customer = (listId: string): KeptCustomer => ({
  customer: aCustomerDetail({ listId }),
  contacts: [],
  licenses: [],
  hours: { hours: null, source: 'default', customerType: null },
  descriptions: [],
  eventYearSales: 120,
  place: null,
  grade: null,
});

/** An adapter that notes what the working set gave it. */
function recording() {
  const given = { environment: 0, customers: [] as string[], notes: [] as string[] };
  const adapter: OfflineAdapter = {
    feature: 'recording',
    keep: async ({ environment }) => (given.environment += environment.users.length),
    keepCustomer: (_, kept) => given.customers.push(kept.customer.listId),
    keepNotes: (_, notes: readonly KeptNote[]) => given.notes.push(...notes.map((note) => note.id)),
  };
  return { adapter, given };
}

describe('the working set (decision 0075) through the adapters (decision 0180)', () => {
  it('fetches the shared answers once and gives every adapter its part, then records the copy', async () => {
    const api = mockApi()
      .on(environmentContract.environment, anEnvironment())
      .on(offlineContract.customers, ({ query }) =>
        query.get('after')
          ? { customers: [customer('C-2')], next: null }
          : { customers: [customer('C-1')], next: 'C-1' },
      )
      .on(notesContract.feed, { notes: [aNote({ id: 'N-1' }), aNote({ id: 'N-2' })], nextCursor: null });
    const [one, two] = [recording(), recording()];
    const userId = `u-${crypto.randomUUID()}`;
    startOffline(userId, new QueryClient(), [one.adapter, two.adapter]);

    const copy = await keepWorkingSet(new QueryClient(), userId);

    for (const { given } of [one, two])
      expect(given).toEqual({ environment: 2, customers: ['C-1', 'C-2'], notes: ['N-1', 'N-2'] });
    expect(api.calls(environmentContract.environment)).toHaveLength(1);
    expect(copy).toMatchObject({ customers: 2, notes: 2, capped: false });
    expect(readWorkingSetCopy(userId)).toEqual(copy);
  });

  it("keeps an answer the page received after the copy's request, as a contact just added", async () => {
    const client = new QueryClient();
    const contactsKey = ['contacts', 'C-1'];
    client.setQueryData(contactsKey, ['from an older copy']);
    mockApi()
      .on(environmentContract.environment, anEnvironment())
      .on(offlineContract.customers, () => {
        // The rep adds a contact while the copy's page of customers is on its way.
        client.setQueryData(contactsKey, ['Marisol']);
        return { customers: [customer('C-1')], next: null };
      })
      .on(notesContract.feed, { notes: [], nextCursor: null });
    const adapter: OfflineAdapter = {
      feature: 'contacts',
      keepCustomer: (cache, kept) => cache.put(['contacts', kept.customer.listId], ['as the copy has it']),
    };
    const userId = `u-${crypto.randomUUID()}`;
    startOffline(userId, client, [adapter]);

    await keepWorkingSet(client, userId);

    expect(client.getQueryData(contactsKey)).toEqual(['Marisol']);
  });
});

describe('copyTarget: what the working set may write over', () => {
  const requestedAt = Date.parse('2026-12-07T08:00:00Z');
  const cases: { name: string; before?: { at: number; invalidated?: boolean }; kept: string }[] = [
    { name: 'nothing there yet: written', kept: 'copy' },
    {
      name: 'an answer from before the request: written over',
      before: { at: requestedAt - 1 },
      kept: 'copy',
    },
    { name: 'an answer from after the request: kept', before: { at: requestedAt + 1 }, kept: 'page' },
    {
      name: 'an answer a change marked out of date: kept for its page to fetch again',
      before: { at: requestedAt - 1, invalidated: true },
      kept: 'page',
    },
  ];
  it.each(cases)('$name', async ({ before, kept }) => {
    const client = new QueryClient();
    const key = ['answer'];
    if (before) {
      client.setQueryData(key, 'page', { updatedAt: before.at });
      if (before.invalidated) await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    }
    copyTarget(client, requestedAt).put(key, 'copy');
    expect(client.getQueryData(key)).toBe(kept);
  });
});
