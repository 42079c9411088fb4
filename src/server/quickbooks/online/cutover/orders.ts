import type { Principal } from '../../../../domain/access/policy.js';
import { orderDestinationOf } from '../../../../domain/quickbooks/destination.js';
import type { OrdersAnswer } from '../../../../domain/quickbooks/online/cutover-contract.js';
import type { Db, Tx } from '../../../db/database.js';
import { writeSetting } from '../../../settings/commands.js';
import { getSetting } from '../../../settings/queries.js';

/**
 * Where app orders go now, and whether the cutover asks if they go to QuickBooks Online from now on
 * (decision 0258): once the first Online sync linked a record, while they still go to the Web
 * Connector and no admin has answered.
 */
export async function ordersQuestion(db: Db | Tx) {
  const source = await getSetting(db, 'quickbooksSource');
  const cutover = await db.selectFrom('quickbooksOnlineLinks').select('onlineId').limit(1).executeTakeFirst();
  return {
    destination: orderDestinationOf(source),
    ask: Boolean(cutover) && source.source === 'desktop' && !source.ordersQuestionAnsweredAt,
  };
}

/**
 * The admin's answer, applied in one transaction with its history: the setting that sends app
 * orders to QuickBooks Online (yes) or the Web Connector (no), and the time it was answered, so the
 * cutover does not ask again. The settings page changes the same setting later either way.
 */
export function answerOrdersQuestion(db: Db, user: Principal, answer: OrdersAnswer, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const source = await getSetting(tx, 'quickbooksSource');
    await writeSetting(tx, user, 'quickbooksSource', {
      ...source,
      source: answer.sendOrdersToOnline ? 'online' : 'desktop',
      ordersQuestionAnsweredAt: now.toISOString(),
    });
    return ordersQuestion(tx);
  });
}
