import { defaultFewLeftAt } from '../settings/shopPortal.js';

/**
 * What a shop is told of an item's stock: words, never the count (issue 48; decision 0328). The
 * count a shop could use against the company (how much is left to bargain over) stays with staff.
 */
export const availabilityWords = ['in stock', 'few left', 'out of stock'] as const;
export type Availability = (typeof availabilityWords)[number];

export { defaultFewLeftAt };

/**
 * The words for a count of boxes free to sell (on hand less what open sales orders hold): none or
 * fewer is out of stock, up to `fewLeftAt` is few left, more is in stock. A fractional count (a
 * box opened for sticks) counts as what it is: 0.5 box is still something to sell.
 */
export function availabilityOf(available: number, fewLeftAt: number = defaultFewLeftAt): Availability {
  if (!Number.isFinite(available) || available <= 0) return 'out of stock';
  return available <= fewLeftAt ? 'few left' : 'in stock';
}
