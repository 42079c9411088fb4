import { emptyOrderEntry } from '../../domain/orders/schemas.js';
import { isStateVisible } from '../../domain/access/policy.js';
import { orderTypes } from '../../domain/orders/constants.js';
import { defaultPriceLevel } from '../../domain/orders/pricing.js';
import { cartItems, pickCart, priceCart } from './carts.js';
import { createRandom, deriveSeed, type Random } from './random.js';
import type { Runtime } from '../runtime/runtime.js';
import { randomTicket } from '../orders/raffle.js';
import { getSetting } from '../settings/queries.js';
import { writeOrder, type NewOrderRow } from '../orders/commands.js';
import { orderExciseOf } from '../../domain/orders/excise.js';
import { loadRules } from '../compliance/queries.js';
import { taxProfileRecord } from '../orders/excise.js';

const dayMs = 86_400_000;

/**
 * On a database without orders, adds `count` app orders spread over the year before `now`, of every
 * order type, taken by the users with a rep code (and office staff) for customers in their states,
 * priced and totalled by the order rules. Returns how many it wrote.
 */
export async function seedDemoOrders(
  runtime: Runtime,
  options: { count?: number; now?: Date; seed?: number } = {},
): Promise<number> {
  const { db } = runtime.database;
  if (await db.selectFrom('orders').select('id').limit(1).executeTakeFirst()) return 0;
  const { count = 300, now = new Date(), seed = 2025 } = options;
  const rules = await getSetting(db, 'orderRules');
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'states', 'repCode'])
    .where('active', '=', true)
    .execute();
  const authors = users.filter((u) => u.repCode || u.role === 'office');
  const customers = await db
    .selectFrom('customers')
    .selectAll()
    .where('isActive', '=', true)
    .orderBy('listId')
    .limit(5000)
    .execute();
  const items = await cartItems(db);
  const levels = await db.selectFrom('priceLevels').select(['listId', 'name', 'percentOff']).execute();
  const raffle = {
    orderType: rules.raffle.orderType,
    cosecha: items.filter((i) => i.name.startsWith(rules.taaEvent.cosechaPrefix)),
  };
  if (!authors.length || !customers.length || !items.length) return 0;
  // Rules and profiles read once: each order's excise is then worked out as the server does.
  const exciseRules = await loadRules(db, 'excise');
  const profiles = await taxProfileRecord(
    db,
    items.map((item) => item.listId),
  );

  const rows: NewOrderRow[] = [];
  for (let n = 0; n < count; n += 1) {
    const random = createRandom(deriveSeed(seed, n));
    const author = random.pick(authors);
    const mine = customers.filter(
      (c) => isStateVisible(author, c.state) || isStateVisible(author, c.shipState),
    );
    if (!mine.length) continue;
    const customer = random.pick(mine);
    const orderType = orderTypes[n % orderTypes.length] ?? 'Regular';
    const cart = pickCart(random, items, random.int(3, 14), raffle, orderType);
    const priceLevel = defaultPriceLevel(customer.priceLevelListId, levels);
    const computation = priceCart(
      cart,
      () => random.int(1, 12),
      { orderType, priceLevel, isTaaMember: customer.isTaaMember },
      rules,
    );
    if (!computation.products.length) continue;
    const createdAt = new Date(now.getTime() - random.int(0, 364) * dayMs - random.int(0, 10 * 3600) * 1000);
    const old = now.getTime() - createdAt.getTime() > 7 * dayMs;
    rows.push({
      createdAt: createdAt.toISOString(),
      batchId: crypto.randomUUID(),
      status: old && random.chance(0.9) ? 'OrderInQBooks' : 'OrderSubmitted',
      orderType,
      newCustomer: false,
      customerListId: customer.listId,
      customerName: customer.companyName || customer.fullName,
      customerAccountNumber: customer.accountNumber,
      customerCity: customer.shipCity ?? customer.city,
      customerState: customer.state,
      customerShipState: customer.shipState ?? customer.state,
      customerPhone: customer.phone,
      newCustomerInfo: null,
      authorId: author.id,
      authorName: author.name,
      originalAuthorId: author.id,
      originalAuthorName: author.name,
      ...emptyOrderEntry,
      repCode: author.repCode ?? demoRepCode(random),
      orderFormType: 'Standard',
      priceLevelName: priceLevel.name,
      priceLevelPercent: priceLevel.percentOff,
      terms: customer.termsName ?? 'Net 30',
      instructions: random.chance(0.3) ? 'Please ship with the next truck.' : '',
      orderTags: random.chance(0.5) ? [random.pick(rules.orderTags).label] : [],
      multiplyOrder: 1,
      optimalAsmtMet: computation.optimalAsmtMet,
      isTaaMember: customer.isTaaMember,
      products: computation.products,
      totals: computation.totals,
      amount: computation.totals.amount,
      freeShipping: computation.benefits.freeShipping,
      eventBenefits: computation.benefits,
      raffleTickets: computation.benefits.raffleTickets,
      raffleEmail: computation.benefits.raffleTickets > 0 ? (customer.email ?? '') : '',
      commentCount: 0,
      attachmentCount: 0,
      excise: orderExciseOf({
        state: customer.shipState ?? customer.state,
        day: createdAt.toISOString().slice(0, 10),
        products: computation.products,
        profiles,
        rules: exciseRules,
      }),
      qbTxnId: null,
      pushedAt: null,
    });
  }
  await db.transaction().execute(async (tx) => {
    for (const row of rows) await writeOrder(tx, row, randomTicket, rules.raffle.orderType);
  });
  return rows.length;
}

const demoRepCode = (random: Random) => random.pick(['FL', 'SW', 'NE', 'MW']);
