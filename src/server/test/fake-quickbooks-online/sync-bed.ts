import type { TestApp } from '../harness.js';
import { syncCompany } from '../../quickbooks/online/sync/sync.js';
import { fixedTokenHttp, type FakeAccounting } from './accounting.js';

/** A clock the sync's tests move by hand: Intuit's watermark times come from it too. */
export function testClock(start = '2026-11-02T15:00:00.000Z') {
  let clock = new Date(start);
  return {
    now: () => clock,
    later: (ms: number) => (clock = new Date(clock.getTime() + ms)),
    iso: () => clock.toISOString(),
  };
}

/** One sync of the fake's company into the test app's mirror, as one instance (`test`) would run it. */
export const syncFake = (t: TestApp, fake: FakeAccounting, now: () => Date, accessToken = fake.accessToken) =>
  syncCompany(
    { db: t.runtime.database.db, bus: t.runtime.bus },
    fake.realmId,
    fixedTokenHttp({ ...fake, accessToken }),
    { owner: 'test', now },
  );
