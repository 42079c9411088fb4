import { describe, expect, it } from 'vitest';
import { shopOrderStatusWords, type ShopOrderStanding } from './orders.js';

const standing = (extra: Partial<ShopOrderStanding>): ShopOrderStanding => ({
  status: 'OrderInReview',
  reviewChanged: false,
  declineReason: null,
  documentNumber: null,
  invoiced: false,
  ...extra,
});

describe('a shop order’s status in words (decision 0336)', () => {
  it.each<[Partial<ShopOrderStanding>, string]>([
    [{}, 'In review'],
    [
      { status: 'OrderDeclined', declineReason: 'Out of stock until March.' },
      'Declined: Out of stock until March.',
    ],
    [{ status: 'OrderSubmitted' }, 'Approved'],
    [{ status: 'OrderSubmitted', reviewChanged: true }, 'Changed by your rep'],
    [
      { status: 'OrderInQBooks', reviewChanged: true, documentNumber: '1042' },
      'In QuickBooks as estimate 1042',
    ],
    [{ status: 'OrderInQBooks' }, 'In QuickBooks'],
    [{ status: 'OrderInQBooks', documentNumber: '1042', invoiced: true }, 'Invoiced'],
  ])('%o → %s', (extra, words) => {
    expect(shopOrderStatusWords(standing(extra))).toBe(words);
  });
});
