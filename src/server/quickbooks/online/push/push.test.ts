import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleItem } from '../../../../domain/test/quickbooks-online-samples.js';
import { openRuntime, type Runtime } from '../../../runtime/runtime.js';
import { putSetting } from '../../../settings/queries.js';
import { fixedTokenHttp } from '../../../test/fake-qbo/accounting.js';
import { fault } from '../../../test/fake-qbo/accounting-data.js';
import {
  admin,
  companies,
  creates,
  db,
  deps,
  fake,
  newOrder,
  notices,
  office,
  orderOf,
  push,
  pushRow,
  rep,
  t,
  usePushBed,
} from '../../../test/fake-qbo/push-bed.js';
import { testDialect } from '../../../test/harness.js';
import { createBackgroundJobs } from '../../../jobs/background.js';
import { importBatch } from '../../../mirror/import.js';
import { testClock } from '../../../shared/jobs/clock.js';
import { loadPushQueue } from '../../desktop/push.js';
import type { OnlineHttp } from '../http.js';
import { pushWaitingOrders, requestIdOf } from './push.js';
import { onlinePushKind, scheduleNextOnlinePush } from './schedule.js';

usePushBed();

describe('pushing app orders to QuickBooks Online', () => {
  it('creates one estimate with the lines, ship address, PO number, memo and rep, and marks the order OrderInQBooks', async () => {
    fake.salesCustomFields['1'] = 'P.O. Number';
    fake.salesCustomFields['2'] = 'Sales Rep';
    const id = await newOrder();
    const before = fake.objects('Estimate').length;
    expect((await push()).counts.pushed).toBe(1);
    const estimates = fake.objects('Estimate');
    expect(estimates).toHaveLength(before + 1);
    const estimate = estimates.at(-1) as Record<string, unknown>;
    expect(estimate).toMatchObject({
      CustomerRef: { value: '24' },
      ShipAddr: { Line1: '4581 Finch St.', City: 'Bayshore', CountrySubDivisionCode: 'CA' },
      Line: [{ Amount: 30, SalesItemLineDetail: { ItemRef: { value: '11' }, Qty: 2, UnitPrice: 15 } }],
      CustomField: [
        { DefinitionId: '1', StringValue: expect.stringMatching(/^H[0-9A-F]{10}$/) },
        { DefinitionId: '2', StringValue: 'CA' },
      ],
    });
    expect(estimate.PrivateNote).toMatch(/Rep CA .*Deliver before Friday/);
    expect(await orderOf(id)).toEqual({ status: 'OrderInQBooks', qbTxnId: `QBO-${String(estimate.Id)}` });
    expect(await pushRow(id)).toMatchObject({
      status: 'pushed',
      document: 'estimate',
      docNumber: estimate.DocNumber,
    });

    // The rep hears of it once, with the estimate's number.
    const told = [
      {
        userId: rep.userId,
        text: `Your order for Sonnenschein Family Store is in QuickBooks Online as estimate ${String(estimate.DocNumber)}.`,
        actingUserName: 'QuickBooks',
      },
    ];
    expect(await notices(id)).toEqual(told);
    const listed = await rep.request('GET', '/api/notifications');
    expect(JSON.stringify(listed.json())).toContain(told[0]!.text);

    // The next round has nothing to send, nor anything to tell.
    const sent = creates('estimate');
    await push();
    expect(creates('estimate')).toBe(sent);
    expect(await notices(id)).toHaveLength(1);
    const shown = await rep.request('GET', `/api/orders/${id}/quickbooks`);
    expect(shown.json().push).toMatchObject({
      status: 'pushed',
      document: 'estimate',
      txnId: `QBO-${String(estimate.Id)}`,
    });
  });

  it('creates it once through a crash after QuickBooks answered: the retry sends the same requestid and gets the same Id', async () => {
    const id = await newOrder();
    const before = fake.objects('Estimate').length;
    // QuickBooks creates the estimate, then the connection drops before its answer arrives.
    fake.creates.dropAfterCreate = 1;
    expect((await push()).counts.later).toBe(1);
    expect(fake.objects('Estimate')).toHaveLength(before + 1);
    expect(await orderOf(id)).toEqual({ status: 'OrderSubmitted', qbTxnId: null });

    // The next round's answer arrives (the same object, for the same requestid), and the process dies
    // before its commit.
    const real = fixedTokenHttp(fake);
    const dying: OnlineHttp = {
      get: (path, query) => real.get(path, query),
      post: async (path, body, query) => {
        await real.post(path, body, query);
        throw new Error('The process died before its commit.');
      },
    };
    expect((await push(dying)).counts.later).toBe(1);
    expect(fake.objects('Estimate')).toHaveLength(before + 1);
    expect(await orderOf(id)).toEqual({ status: 'OrderSubmitted', qbTxnId: null });
    expect(await notices(id)).toEqual([]);

    expect((await push()).counts.pushed).toBe(1);
    const estimates = fake.objects('Estimate');
    expect(estimates).toHaveLength(before + 1);
    expect(await orderOf(id)).toEqual({
      status: 'OrderInQBooks',
      qbTxnId: `QBO-${String(estimates.at(-1)?.Id)}`,
    });
    expect((await pushRow(id)).generation).toBe(0);
    expect(await notices(id)).toHaveLength(1);
  });

  it('shows a refusal in QuickBooks’ words and, after the fix, creates the estimate on a Retry by the office', async () => {
    const id = await newOrder([{ listId: 'QBO-5', qty: 1 }]);
    // Someone made the item inactive in QuickBooks Online since the last sync.
    fake.put('Item', { ...sampleItem, Id: '5', Name: 'Rock Fountain', Active: false });
    const before = fake.objects('Estimate').length;
    expect((await push()).counts.refused).toBe(1);
    expect(await orderOf(id)).toEqual({ status: 'OrderSubmitted', qbTxnId: null });
    const shown = (await rep.request('GET', `/api/orders/${id}/quickbooks`)).json().push;
    expect(shown).toMatchObject({ status: 'failed', document: 'estimate' });
    expect(shown.error).toContain('Invalid Reference Id');
    expect(shown.error).toContain('Something you');

    // A refused order waits for a person: rounds leave it alone.
    await push();
    expect((await pushRow(id)).status).toBe('failed');
    // The admin's push queue lists it first, as the estimate it was to be, with QuickBooks' words.
    const queue = async () =>
      ((await admin.request('GET', '/api/admin/quickbooks')).json().pushes as Record<string, unknown>[]).find(
        (p) => p.orderId === id,
      );
    expect(((await admin.request('GET', '/api/admin/quickbooks')).json().pushes as unknown[])[0]).toEqual(
      await queue(),
    );
    expect(await queue()).toMatchObject({
      document: 'estimate',
      status: 'failed',
      customerName: 'Sonnenschein Family Store',
      error: expect.stringContaining('Invalid Reference Id'),
    });

    expect((await rep.request('POST', `/api/orders/${id}/quickbooks-online/retry`)).statusCode).toBe(403);
    fake.put('Item', { ...sampleItem, Id: '5', Name: 'Rock Fountain', Active: true });
    const retried = await office.request('POST', `/api/orders/${id}/quickbooks-online/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await pushRow(id)).toMatchObject({
      status: 'waiting',
      generation: 1,
      retriedBy: expect.any(String),
    });
    const history = await db()
      .selectFrom('history')
      .select('historyChanges')
      .where('entityId', '=', id)
      .execute();
    expect(JSON.stringify(history)).toContain('Sent again to QuickBooks Online');
    const queued = await db()
      .selectFrom('jobs')
      .select('kind')
      .where('key', 'like', `%retry:${id}:1`)
      .execute();
    expect(queued).toEqual([{ kind: 'quickbooks-online-push' }]);

    expect((await push()).counts.pushed).toBe(1);
    expect(fake.objects('Estimate')).toHaveLength(before + 1);
    expect((await orderOf(id)).status).toBe('OrderInQBooks');
    expect(requestIdOf(id, 1)).not.toBe(requestIdOf(id, 0));
    expect(await queue()).toMatchObject({
      document: 'estimate',
      status: 'pushed',
      refNumber: fake.objects('Estimate').at(-1)?.DocNumber,
      txnId: `QBO-${String(fake.objects('Estimate').at(-1)?.Id)}`,
      error: null,
    });
    // Nothing left to retry.
    expect((await office.request('POST', `/api/orders/${id}/quickbooks-online/retry`)).statusCode).toBe(404);
  });

  it('shows an injected Fault in QuickBooks’ words', async () => {
    fake.creates.refuse = fault(
      'Business Validation Error',
      'The customer has been placed on credit hold.',
      '6000',
    );
    const id = await newOrder();
    expect((await push()).counts.refused).toBe(1);
    expect((await pushRow(id)).error).toBe(
      'Business Validation Error: The customer has been placed on credit hold.',
    );
    fake.creates.refuse = null;
    await office.request('POST', `/api/orders/${id}/quickbooks-online/retry`);
    expect((await push()).counts.pushed).toBe(1);
  });

  it('runs a round from the job a Retry queues, and each minute’s round queues the next', async () => {
    const clock = testClock();
    const jobs = createBackgroundJobs({ ...t.runtime, clock, onlineCompanies: companies() });
    try {
      fake.creates.refuse = fault(
        'Stale Object Error',
        'You and another user were working on the same thing.',
      );
      const id = await newOrder();
      await push();
      fake.creates.refuse = null;
      await office.request('POST', `/api/orders/${id}/quickbooks-online/retry`);
      await jobs.runner.runOnce();
      await jobs.onlinePushes.idle();
      expect(await orderOf(id)).toMatchObject({ status: 'OrderInQBooks' });

      await scheduleNextOnlinePush(db(), clock.now());
      clock.advance(61_000);
      const pending = () =>
        db()
          .selectFrom('jobs')
          .select('runAt')
          .where('kind', '=', onlinePushKind)
          .where('status', '=', 'pending')
          .execute();
      expect(await jobs.runner.runOnce()).toBeGreaterThan(0);
      const next = await pending();
      expect(next).toHaveLength(1);
      expect(Date.parse(String(next[0]?.runAt))).toBeGreaterThan(clock.now().getTime());
    } finally {
      await jobs.onlinePushes.idle();
      await jobs.close();
    }
  });

  it('creates an invoice when the admin chose invoices', async () => {
    await putSetting(db(), 'quickbooksSource', { source: 'online', onlineOrderDocument: 'invoice' }, null);
    const id = await newOrder();
    const before = { estimates: fake.objects('Estimate').length, invoices: fake.objects('Invoice').length };
    expect((await push()).counts.pushed).toBe(1);
    expect(fake.objects('Estimate')).toHaveLength(before.estimates);
    const invoices = fake.objects('Invoice');
    expect(invoices).toHaveLength(before.invoices + 1);
    expect(invoices.at(-1)).toMatchObject({ CustomerRef: { value: '24' }, Balance: 30 });
    expect(await orderOf(id)).toEqual({
      status: 'OrderInQBooks',
      qbTxnId: `QBO-${String(invoices.at(-1)?.Id)}`,
    });
    expect((await pushRow(id)).document).toBe('invoice');
  });

  it('names the Online records of a customer and an item that kept their Desktop ListIDs at the cutover', async () => {
    const customerListId = '80000001-1600000001';
    const itemListId = '80000010-1600000001';
    await importBatch(deps(), 'customers', {
      CustomerRet: [
        {
          ListID: customerListId,
          Name: 'Desktop Shop',
          FullName: 'Desktop Shop',
          IsActive: 'true',
          BillAddress: { City: 'Bayshore', State: 'CA' },
        },
      ],
    });
    await importBatch(deps(), 'items', {
      ItemInventoryRet: [
        { ListID: itemListId, Name: 'Rock Fountain', FullName: 'Rock Fountain', IsActive: 'true' },
      ],
    });
    const linkedAt = new Date().toISOString();
    await db()
      .insertInto('quickbooksOnlineLinks')
      .values([
        {
          kind: 'customer',
          onlineId: 'QBO-24',
          listId: customerListId,
          name: 'Desktop Shop',
          rule: 'name',
          status: 'matched',
          linkedAt,
        },
        {
          kind: 'item',
          onlineId: 'QBO-5',
          listId: itemListId,
          name: 'Rock Fountain',
          rule: 'name',
          status: 'matched',
          linkedAt,
        },
      ] as never)
      .execute();
    const id = await newOrder([{ listId: itemListId, qty: 1 }], { customerListId });
    expect((await push()).counts.pushed).toBe(1);
    expect(fake.objects('Estimate').at(-1)).toMatchObject({
      CustomerRef: { value: '24' },
      Line: [{ SalesItemLineDetail: { ItemRef: { value: '5' }, Qty: 1 } }],
    });
    expect((await orderOf(id)).status).toBe('OrderInQBooks');
  });

  it('sends nothing while the source is Desktop, and the Web Connector queue is empty while it is Online', async () => {
    await putSetting(db(), 'quickbooksSource', { source: 'desktop', onlineOrderDocument: 'estimate' }, null);
    const id = await newOrder();
    const asked = fake.requests.length;
    expect((await push()).counts.pushed).toBe(0);
    expect(fake.requests.length).toBe(asked);
    expect(await loadPushQueue(db())).toContain(id);
    await putSetting(db(), 'quickbooksSource', { source: 'online', onlineOrderDocument: 'estimate' }, null);
    expect(await loadPushQueue(db())).toEqual([]);
    await push();
  });
});

// Only PostgreSQL serves several instances (decision 0231); SQLite is one process.
if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    let second: Runtime;
    beforeAll(async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db());
      second = await openRuntime(t.runtime.config, { pgSchema: rows[0]?.schema });
    });
    afterAll(() => second.close());

    it('pushing the same order at once create one estimate', async () => {
      const id = await newOrder();
      const before = fake.objects('Estimate').length;
      const sent = creates('estimate');
      // Each instance's create waits until both have built theirs, so the two really overlap.
      const real = fixedTokenHttp(fake);
      let release: () => void = () => {};
      const bothReady = new Promise<void>((resolve) => (release = resolve));
      let ready = 0;
      const together: OnlineHttp = {
        get: (path, query) => real.get(path, query),
        post: async (path, body, query) => {
          ready += 1;
          if (ready === 2) release();
          await bothReady;
          return real.post(path, body, query);
        },
      };
      const [mine, theirs] = await Promise.all([
        push(together),
        pushWaitingOrders({ db: second.database.db, bus: second.bus }, companies(together)),
      ]);
      expect(mine.counts.pushed + theirs.counts.pushed).toBe(2);
      // Both reported it; only the report that moved the order told the rep.
      expect(await notices(id)).toHaveLength(1);
      expect(creates('estimate')).toBe(sent + 2);
      expect(fake.objects('Estimate')).toHaveLength(before + 1);
      expect(await orderOf(id)).toEqual({
        status: 'OrderInQBooks',
        qbTxnId: `QBO-${String(fake.objects('Estimate').at(-1)?.Id)}`,
      });
    });
  });
}
