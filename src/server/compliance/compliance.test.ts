import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleInForce } from '../../domain/compliance/dated.js';
import { orderGate } from '../../domain/compliance/gate.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { washingtonExciseRow } from '../test/excise-fixtures.js';
import { loadLicenseRules, loadPermits, loadRules } from './queries.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let rep: TestSession;
let live: LiveEvents;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'boss@c.test', role: 'admin' });
  office = await t.userSession({ email: 'desk@c.test', role: 'office' });
  rep = await t.userSession({ email: 'road@c.test', role: 'rep', states: ['TX'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const texasPermit = { state: 'tx', kind: 'distributor', number: 'TX-D-4411', expiresOn: '2027-08-31' };
const history = (entityId: string) =>
  db()
    .selectFrom('history')
    .select(['action', 'historyChanges', 'entityType'])
    .where('entityId', '=', entityId)
    .orderBy('at')
    .execute();

describe('the company’s permits', () => {
  it('an admin records, changes and deletes a permit; each change is in the history', async () => {
    const created = await admin.request('POST', '/api/compliance/permits', texasPermit);
    expect(created.statusCode).toBe(201);
    const { permit } = created.json();
    expect(permit).toMatchObject({
      state: 'TX',
      kind: 'distributor',
      number: 'TX-D-4411',
      issuedOn: null,
      note: '',
    });
    await live.arrived([{ kind: 'compliance.changed', id: permit.id }]);

    const changed = await admin.request('PUT', `/api/compliance/permits/${permit.id}`, {
      ...texasPermit,
      issuedOn: '2025-09-01',
      note: 'Renewed each August',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().permit).toMatchObject({ issuedOn: '2025-09-01', note: 'Renewed each August' });
    expect((await rep.request('GET', '/api/compliance/permits')).json().permits).toEqual([
      changed.json().permit,
    ]);

    expect((await admin.request('DELETE', `/api/compliance/permits/${permit.id}`)).statusCode).toBe(204);
    expect(await loadPermits(db())).toEqual([]);
    const kept = await db()
      .selectFrom('companyPermits')
      .select('deletedAt')
      .where('id', '=', permit.id)
      .executeTakeFirst();
    expect(kept?.deletedAt).not.toBeNull();
    expect((await admin.request('DELETE', `/api/compliance/permits/${permit.id}`)).statusCode).toBe(404);

    const entries = await history(permit.id);
    expect(entries.map((e) => [e.entityType, e.action])).toEqual([
      ['permit', 'create'],
      ['permit', 'update'],
      ['permit', 'delete'],
    ]);
    expect(entries[1]?.historyChanges).toEqual({
      issuedOn: { before: null, after: '2025-09-01' },
      note: { before: '', after: 'Renewed each August' },
    });
  });

  it.each([
    [{ ...texasPermit, state: 'XX' }, '* Use a US state code such as TX or CA'],
    [{ ...texasPermit, number: ' ' }, '* Type the permit number'],
    [{ ...texasPermit, issuedOn: '2027-09-01' }, '* The expiry date is before the issue date'],
    [{ ...texasPermit, kind: 'licence' }, '* Choose the kind of permit'],
  ])('refuses %o with a clear message and writes nothing', async (body, message) => {
    const response = await admin.request('POST', '/api/compliance/permits', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await loadPermits(db())).toEqual([]);
  });

  it('refuses the same permit twice', async () => {
    const first = await admin.request('POST', '/api/compliance/permits', { ...texasPermit, state: 'FL' });
    expect(first.statusCode).toBe(201);
    const again = await admin.request('POST', '/api/compliance/permits', { ...texasPermit, state: 'FL' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The company already holds FL distributor permit TX-D-4411');
    await admin.request('DELETE', `/api/compliance/permits/${first.json().permit.id}`);
  });

  it('is changed by admins only; office and reps read it', async () => {
    for (const who of [office, rep]) {
      expect((await who.request('POST', '/api/compliance/permits', texasPermit)).statusCode).toBe(403);
      expect((await who.request('GET', '/api/compliance/permits')).statusCode).toBe(200);
    }
    expect(await loadPermits(db())).toEqual([]);
  });
});

const ohioRule = {
  state: 'OH',
  effectiveFrom: '2026-01-01',
  source: {
    citation: 'Ohio Rev. Code 5743.51',
    url: 'https://codes.ohio.gov/ohio-revised-code/section-5743.51',
  },
  retailerNeeds: ['retailer'],
  summary: 'A retailer needs an Ohio tobacco retail license.',
};

describe('the licensing rules', () => {
  it('merges the shipped rows with the added ones and picks by date, a later-recorded row winning a tie', async () => {
    const added = await admin.request('POST', '/api/compliance/rules/license', ohioRule);
    expect(added.statusCode).toBe(201);
    const texasChange = {
      state: 'TX',
      effectiveFrom: '2026-09-01',
      source: { citation: 'Tex. Tax Code 155.0415 (as amended)' },
      summary: 'Texas lets any maker sell to retailers directly from this day (an example).',
    };
    expect((await admin.request('POST', '/api/compliance/rules/license', texasChange)).statusCode).toBe(201);
    const tie = { ...ohioRule, retailerNeeds: ['retailer', 'local'], summary: 'Also a local license.' };
    expect((await admin.request('POST', '/api/compliance/rules/license', tie)).statusCode).toBe(201);

    const rules = await loadLicenseRules(db());
    expect(ruleInForce(rules, 'TX', '2026-08-31')?.source.citation).toBe('Tex. Tax Code 155.0415');
    expect(ruleInForce(rules, 'TX', '2026-09-01')?.directSale).toEqual({ kind: 'open' });
    expect(ruleInForce(rules, 'OH', '2025-12-31')).toBeUndefined();
    expect(ruleInForce(rules, 'OH', '2026-01-01')?.retailerNeeds).toEqual(['retailer', 'local']);
    expect(ruleInForce(rules, 'CA', '2026-01-01')?.source.citation).toBe('Cal. Bus. & Prof. Code 22980.1');

    // The gate decides with the same rows: a Texas retailer before the change is held, after it not.
    const gate = (day: string) =>
      orderGate({
        state: 'TX',
        day,
        companyName: 'Humidor Cigars',
        customerName: 'Shop',
        licenses: [],
        permits: [],
        rules,
      });
    expect(gate('2026-08-31').allowed).toBe(false);
    expect(gate('2026-09-01').allowed).toBe(true);

    const listed = (await rep.request('GET', '/api/compliance/license-rules')).json();
    expect(listed.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ohio = listed.rules.filter((r: { state: string }) => r.state === 'OH');
    expect(ohio.map((r: { origin: string; recordedByName: string }) => [r.origin, r.recordedByName])).toEqual(
      [
        ['admin', 'Test User'],
        ['admin', 'Test User'],
      ],
    );
    expect(listed.rules.find((r: { id: string }) => r.id === 'shipped:TX:2009-09-01')).toMatchObject({
      origin: 'shipped',
      recordedAt: null,
    });
    expect((await history(added.json().id))[0]).toMatchObject({
      entityType: 'compliance-rule',
      action: 'create',
    });
  });

  it.each([
    [{ ...ohioRule, source: undefined }, 'source: Invalid input: expected object, received undefined'],
    [
      { ...ohioRule, source: { citation: '' } },
      'source.citation: Name the statute or page the rule follows, like Tex. Tax Code 155.0415',
    ],
    [{ ...ohioRule, state: 'ZZ' }, 'state: Use a US state code such as TX or CA'],
    [
      { ...ohioRule, effectiveFrom: '2026-02-30' },
      'effectiveFrom: That date does not exist: check the month and the day',
    ],
    [
      { ...ohioRule, source: { citation: 'Ohio', url: 'http://codes.ohio.gov' } },
      'source.url: Use a web address starting with https://',
    ],
  ])('refuses a row %# with a clear message and writes nothing', async (body, message) => {
    const before = await db().selectFrom('complianceRules').select('id').execute();
    const response = await admin.request('POST', '/api/compliance/rules/license', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await db().selectFrom('complianceRules').select('id').execute()).toEqual(before);
  });

  it('keeps license and excise rows, each checked by its own schema, and only from admins', async () => {
    const unknown = await admin.request('POST', '/api/compliance/rules/zoning', ohioRule);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Humidor keeps rules of the topics license and excise, not "zoning"');
    // A licensing row is no excise row: the excise schema wants who remits.
    const wrongShape = await admin.request('POST', '/api/compliance/rules/excise', ohioRule);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).toBe("remitter: Say who remits the tax: 'company' or 'purchaser'");
    expect((await office.request('POST', '/api/compliance/rules/license', ohioRule)).statusCode).toBe(403);
    expect(
      (await office.request('POST', '/api/compliance/rules/excise', washingtonExciseRow('2099-01-01')))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    [{ source: undefined }, 'source: Name the statute or page the rule follows'],
    [
      { source: { citation: 'RC' } },
      'source.citation: Name the statute or page the rule follows, like Tex. Tax Code 155.0415',
    ],
  ])('refuses an excise row without its source %#, and writes nothing', async (change, message) => {
    const before = await db().selectFrom('complianceRules').select('id').execute();
    const response = await admin.request('POST', '/api/compliance/rules/excise', {
      ...washingtonExciseRow('2099-01-01'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await db().selectFrom('complianceRules').select('id').execute()).toEqual(before);
  });

  it('adds an excise row that the one reader returns beside the shipped ones, with its history', async () => {
    const added = await admin.request(
      'POST',
      '/api/compliance/rules/excise',
      washingtonExciseRow('2098-01-01'),
    );
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    const washington = (await loadRules(db(), 'excise')).filter((rule) => rule.state === 'WA');
    expect(washington.map((rule) => [rule.effectiveFrom, rule.recordedOrder > 0])).toEqual([
      ['2025-01-01', false],
      ['2098-01-01', true],
    ]);
    expect(ruleInForce(washington, 'WA', '2098-06-01')?.summary).toContain('a row added by a test');
    expect(await history(id)).toEqual([
      expect.objectContaining({ entityType: 'compliance-rule', action: 'create' }),
    ]);
    // Listed for every user beside the shipped rows, as the licensing rows are.
    const listed = (await rep.request('GET', '/api/compliance/excise-rules')).json();
    expect(listed.rules.filter((row: { state: string }) => row.state === 'WA')).toEqual([
      expect.objectContaining({ origin: 'shipped', effectiveFrom: '2025-01-01', remitter: 'company' }),
      expect.objectContaining({
        id,
        origin: 'admin',
        effectiveFrom: '2098-01-01',
        recordedByName: expect.any(String),
      }),
    ]);
    // Withdrawn before it takes effect, as a licensing row is.
    expect((await admin.request('POST', `/api/compliance/rules/excise/${id}/withdraw`)).statusCode).toBe(200);
    expect((await loadRules(db(), 'excise')).filter((rule) => rule.state === 'WA')).toHaveLength(1);
  });

  it('withdraws an added row only before it takes effect, and keeps it on record', async () => {
    const future = await admin.request('POST', '/api/compliance/rules/license', {
      ...ohioRule,
      effectiveFrom: '2099-01-01',
    });
    const { id } = future.json();
    const withdrawn = await admin.request('POST', `/api/compliance/rules/license/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(ruleInForce(await loadLicenseRules(db()), 'OH', '2099-06-01')?.effectiveFrom).toBe('2026-01-01');
    const listed = (await admin.request('GET', '/api/compliance/license-rules')).json().rules;
    expect(listed.find((r: { id: string }) => r.id === id).withdrawnAt).toBe(withdrawn.json().withdrawnAt);
    expect((await admin.request('POST', `/api/compliance/rules/license/${id}/withdraw`)).statusCode).toBe(
      409,
    );

    const past = (
      await db()
        .selectFrom('complianceRules')
        .select('id')
        .where('effectiveFrom', '=', '2026-01-01')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await admin.request('POST', `/api/compliance/rules/license/${past}/withdraw`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This row took effect on 2026-01-01: a rule in force or past stays on record. Add a newer dated row instead.',
    );
    expect(
      (await admin.request('POST', '/api/compliance/rules/license/unknown-id/withdraw')).statusCode,
    ).toBe(404);
  });
});
