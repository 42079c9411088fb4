import { expect } from 'vitest';
import type { NewCustomerInfo } from '../../domain/orders/schemas.js';
import type { Prospect } from '../../domain/prospects/contract.js';
import type { Db } from '../db/database.js';
import { newProspectRow } from '../prospects/rows.js';
import type { TestSession } from './harness.js';

/** An open prospect of `state`, written as an import writes it; its id. */
export async function insertProspect(
  db: Db,
  shop: { name: string; state: string; city?: string; zip?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('prospects')
    .values(
      newProspectRow(
        {
          id,
          state: shop.state,
          sourceKey: `test:${id}`,
          source: 'list',
          licenseNumber: null,
          name: shop.name,
          address: '1 Main St',
          city: shop.city ?? 'Town',
          zip: shop.zip ?? '00000',
          phone: null,
          latitude: 27.95,
          longitude: -82.46,
          placedBy: 'point',
          hours: null,
        },
        new Date().toISOString(),
      ),
    )
    .execute();
  return id;
}

/** The rep turns the prospect into a customer with `info` (decision 0323); the answer. */
export async function turnIntoCustomer(
  rep: TestSession,
  id: string,
  info: Pick<NewCustomerInfo, 'name'> & Partial<NewCustomerInfo>,
): Promise<Prospect> {
  const turned = await rep.request('POST', `/api/prospects/${id}/customer`, info);
  expect(turned.statusCode, turned.body).toBe(200);
  return turned.json<Prospect>();
}

/** The prospect as the rep reads it. */
export const prospectAs = async (rep: TestSession, id: string) =>
  (await rep.request('GET', `/api/prospects/${id}`)).json<Prospect>();
