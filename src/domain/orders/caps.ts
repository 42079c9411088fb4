import type { OrderRules } from '../settings/orderRules.js';
import { lineCents, type PricedLine } from './lines.js';
import { toCents } from '../money/money.js';

type CapKind = 'yearOfTheSnake' | 'ehtefal' | 'cielo' | 'raffleTickets';

export interface CapAlert {
  kind: CapKind;
  message: string;
}

interface CapContext {
  /** The customer's sales in the event year (0 for a new customer). */
  customerYearSales: number;
}

type CapRules = Pick<OrderRules, 'yearOfTheSnake' | 'ehtefal' | 'cielo'>;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

export const yearOfTheSnakeAlert = (cap: number, rules: CapRules) =>
  `Year of the Snake quantity was lowered to ${cap}: one box is allowed per ${dollars(rules.yearOfTheSnake.amountPerBox)} of the other products in the order.`;

export const ehtefalAlert = (cap: number, rules: CapRules) =>
  `Ehtefal quantity was lowered to ${cap}: one box is allowed per ${rules.ehtefal.qualifyingPerBox} boxes of ${rules.ehtefal.qualifyingItems.join(' and ')} plus one per ${rules.ehtefal.robustoPerBox} Robusto Collection boxes.`;

export const cieloWarning = (boxes: number, allowed: number) =>
  `Warning: Total Cielo items (${boxes}) exceeds allowed limit of ${allowed} boxes`;

export const raffleTicketsCappedAlert = (max: number, earned: number): CapAlert => ({
  kind: 'raffleTickets',
  message: `Raffle tickets are limited to ${max} per order: this order earns ${max} of the ${earned} its Cosecha boxes would give.`,
});

/** What the caps read from the lines, gathered in one pass. */
interface Tally {
  cents: number;
  yosBoxes: number;
  yosCents: number;
  ehtefalBoxes: number;
  qualifyingBoxes: number;
  robustoBoxes: number;
  cieloBoxes: number;
  cieloCents: number;
}

function tally(lines: readonly PricedLine[], rules: CapRules): Tally {
  const t: Tally = {
    cents: 0,
    yosBoxes: 0,
    yosCents: 0,
    ehtefalBoxes: 0,
    qualifyingBoxes: 0,
    robustoBoxes: 0,
    cieloBoxes: 0,
    cieloCents: 0,
  };
  const { yearOfTheSnake, ehtefal, cielo } = rules;
  for (const line of lines) {
    const cents = lineCents(line);
    const { name, qty } = line;
    t.cents += cents;
    if (name === yearOfTheSnake.item) {
      t.yosBoxes += qty;
      t.yosCents += cents;
    }
    if (name === ehtefal.item) t.ehtefalBoxes += qty;
    if (ehtefal.qualifyingItems.includes(name)) t.qualifyingBoxes += qty;
    if (name.startsWith(ehtefal.robustoPrefix)) t.robustoBoxes += qty;
    if (name.startsWith(cielo.prefix)) {
      t.cieloBoxes += qty;
      t.cieloCents += cents;
    }
  }
  return t;
}

const yosCapOf = (t: Tally, rules: CapRules) =>
  Math.floor((t.cents - t.yosCents) / toCents(rules.yearOfTheSnake.amountPerBox));

const ehtefalCapOf = (t: Tally, rules: CapRules) =>
  Math.floor(t.qualifyingBoxes / rules.ehtefal.qualifyingPerBox) +
  Math.floor(t.robustoBoxes / rules.ehtefal.robustoPerBox);

function cieloAllowanceOf(t: Tally, rules: CapRules, context: CapContext): number | null {
  const withoutCielo = t.cents - t.cieloCents;
  if (toCents(context.customerYearSales) + withoutCielo > toCents(rules.cielo.unlimitedAboveSales))
    return null;
  return Math.floor(withoutCielo / toCents(rules.cielo.amountPerBox));
}

/** Year of the Snake boxes allowed: floor(order amount excluding that item / amountPerBox). */
export const yearOfTheSnakeCap = (lines: readonly PricedLine[], rules: CapRules) =>
  yosCapOf(tally(lines, rules), rules);

/** Ehtefal boxes allowed: floor(qualifying boxes / 15) + floor(Robusto Collection boxes / 30). */
export const ehtefalCap = (lines: readonly PricedLine[], rules: CapRules) =>
  ehtefalCapOf(tally(lines, rules), rules);

/** Cielo boxes allowed, or null for no limit (customer's event-year sales plus the order without Cielo above the threshold). */
export const cieloAllowance = (lines: readonly PricedLine[], rules: CapRules, context: CapContext) =>
  cieloAllowanceOf(tally(lines, rules), rules, context);

const setQty = (lines: PricedLine[], test: (name: string) => boolean, qty: (line: PricedLine) => number) =>
  lines.map((line) => (test(line.name) ? { ...line, qty: qty(line) } : line));

/**
 * Applies the three quantity caps until none lowers anything more (each can shrink the amount the
 * others depend on). Caps only ever lower quantities. Returns the capped lines and one alert per
 * cap that acted, with the final numbers.
 */
export function applyCaps(
  input: readonly PricedLine[],
  rules: CapRules,
  context: CapContext,
): { lines: PricedLine[]; alerts: CapAlert[] } {
  let lines = [...input];
  const alerts = new Map<CapKind, CapAlert>();
  const isYos = (name: string) => name === rules.yearOfTheSnake.item;
  const isEhtefal = (name: string) => name === rules.ehtefal.item;
  const isCielo = (name: string) => name.startsWith(rules.cielo.prefix);
  for (let changed = true; changed;) {
    changed = false;
    let t = tally(lines, rules);
    const ehtefalMax = ehtefalCapOf(t, rules);
    if (t.ehtefalBoxes > ehtefalMax) {
      lines = capEach(lines, isEhtefal, ehtefalMax);
      alerts.set('ehtefal', { kind: 'ehtefal', message: ehtefalAlert(ehtefalMax, rules) });
      changed = true;
      t = tally(lines, rules);
    }
    const yosMax = yosCapOf(t, rules);
    if (t.yosBoxes > yosMax) {
      lines = capEach(lines, isYos, yosMax);
      alerts.set('yearOfTheSnake', { kind: 'yearOfTheSnake', message: yearOfTheSnakeAlert(yosMax, rules) });
      changed = true;
      t = tally(lines, rules);
    }
    const allowed = cieloAllowanceOf(t, rules, context);
    if (allowed !== null && t.cieloBoxes > allowed) {
      lines = setQty(lines, isCielo, () => 0);
      alerts.set('cielo', { kind: 'cielo', message: cieloWarning(t.cieloBoxes, allowed) });
      changed = true;
    }
  }
  return { lines, alerts: [...alerts.values()] };
}

/** Lowers the matching lines, in order, so their quantities add up to at most `max`. */
function capEach(lines: PricedLine[], test: (name: string) => boolean, max: number): PricedLine[] {
  let left = max;
  return setQty(lines, test, (line) => {
    const qty = Math.min(line.qty, left);
    left -= qty;
    return qty;
  });
}
