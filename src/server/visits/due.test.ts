import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueLimit, type DueCustomer } from '../../domain/visits/contract.js';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { brandedItem, mirrorSender, salesCustomer, salesInvoice } from '../test/sales-fixtures.js';

/** Due pages `dueLimit` customers at a time, and shows each customer's grade as the import keeps it. */
let t: TestApp;
let admin: TestSession;
let send: Awaited<ReturnType<typeof mirrorSender>>;

const customers = 2 * dueLimit + 21;
const idOf = (n: number) => `D-${String(n).padStart(5, '0')}`;

interface DuePage {
  customers: DueCustomer[];
  total: number;
  nextCursor: string | null;
}

async function duePage(cursor?: string): Promise<DuePage> {
  const response = await admin.request(
    'GET',
    `/api/visits/due${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: Array.from({ length: customers }, (_, n) => salesCustomer(idOf(n), `Shop ${n % 7}`, 'FL')),
  });
  admin = await t.userSession({ email: 'admin@due.test', role: 'admin' });
});
afterAll(() => t.close());

describe('Due', () => {
  it(`pages ${dueLimit} customers at a time, each once, in the list's order`, async () => {
    const pages = [await duePage()];
    while (pages.at(-1)!.nextCursor) pages.push(await duePage(pages.at(-1)!.nextCursor!));
    expect(pages.map((p) => p.customers.length)).toEqual([dueLimit, dueLimit, 21]);
    expect(pages.every((p) => p.total === customers)).toBe(true);
    const ids = pages.flatMap((p) => p.customers.map((c) => c.customerId));
    expect(new Set(ids).size).toBe(customers);
    // Never visited, so in name order, and by id among shops of one name.
    const names = pages.flatMap((p) => p.customers.map((c) => `${c.name} ${c.customerId}`));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('starts the next page after the last row read, even when rows before it leave the list', async () => {
    const first = await duePage();
    const visited = first.customers[0]!.customerId;
    const response = await admin.request('POST', '/api/visits', {
      id: crypto.randomUUID(),
      customerId: visited,
    });
    expect(response.statusCode, response.body).toBe(201);
    const second = await duePage(first.nextCursor!);
    expect(second.customers[0]!.name >= first.customers.at(-1)!.name).toBe(true);
    expect(second.customers.map((c) => c.customerId)).not.toContain(first.customers.at(-1)!.customerId);
    expect(second.total).toBe(customers - 1);
  });

  it('refuses a cursor that is not its own', async () => {
    const response = await admin.request('GET', '/api/visits/due?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
  });

  it('shows the grade the import keeps, as soon as the invoices arrive', async () => {
    const grades = [
      { grade: 'A', skus: 4 },
      { grade: 'B', skus: 3 },
      { grade: 'C', skus: 2 },
      { grade: 'D', skus: 1 },
    ] as const;
    await putSetting(t.runtime.database.db, 'gradeThresholds', { grades: [...grades] }, null);
    const gradeOf = async (id: string) => {
      const pages = [await duePage()];
      while (pages.at(-1)!.nextCursor) pages.push(await duePage(pages.at(-1)!.nextCursor!));
      return pages.flatMap((p) => p.customers).find((c) => c.customerId === id)?.grade;
    };
    expect(await gradeOf(idOf(7))).toBeNull();
    await send('items', { ItemInventoryRet: [brandedItem('P-ONE'), brandedItem('P-TWO')] });
    await send('invoices', {
      InvoiceRet: [
        salesInvoice({
          id: 'DUE-1',
          customer: idOf(7),
          date: new Date().toISOString().slice(0, 10),
          shipState: 'FL',
          rep: 'FL',
          lines: [
            ['P-ONE', '10.00'],
            ['P-TWO', '10.00'],
          ],
        }),
      ],
    });
    expect(await gradeOf(idOf(7))).toBe('C');
  });
});
