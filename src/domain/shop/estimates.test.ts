import { describe, expect, it } from 'vitest';
import {
  estimateContentOf,
  estimateStatusWords,
  looksLikePng,
  nameRequiredMessage,
  notAPngMessage,
  pngDataUrlPrefix,
  signEstimateSchema,
  signatureTooLargeMessage,
  type EstimateContent,
} from './estimates';

/** The first 24 bytes of a PNG: its signature and an IHDR of `width` × `height`. */
function pngHead(width: number, height: number): string {
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  for (const n of [width, height]) bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  return pngDataUrlPrefix + btoa(String.fromCharCode(...bytes, 8, 6, 0, 0, 0));
}

describe('a signature', () => {
  it('is sniffed as a PNG of a sensible size', () => {
    expect(looksLikePng(pngHead(300, 100))).toBe(true);
    expect(looksLikePng(pngHead(5000, 100))).toBe(false);
    expect(looksLikePng(pngHead(0, 100))).toBe(false);
    expect(looksLikePng('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toBe(false);
    expect(looksLikePng(`${pngDataUrlPrefix}R0lGODlhAQABAAAAACw=`)).toBe(false);
    expect(looksLikePng(`${pngDataUrlPrefix}!!!`)).toBe(false);
  });

  it('needs a typed name and a PNG within 300 KB, each refused in words', () => {
    const messages = (body: unknown) =>
      signEstimateSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ name: ' Ann ', signature: pngHead(10, 10) })).toEqual([]);
    expect(messages({ name: '  ', signature: pngHead(10, 10) })).toEqual([nameRequiredMessage]);
    expect(messages({ name: 'Ann', signature: 'data:text/plain,hi' })).toEqual([notAPngMessage]);
    expect(messages({ name: 'Ann', signature: pngHead(10, 10) + 'A'.repeat(420_000) })).toContain(
      signatureTooLargeMessage,
    );
  });
});

describe("an estimate's content", () => {
  const order: EstimateContent = {
    customerListId: 'C-1',
    customerName: 'Shop',
    orderType: 'Regular',
    priceLevelName: 'Gold',
    terms: 'Net 30',
    instructions: '',
    products: [{ productListId: 'I-1', qty: 2, price: 10, amount: 20 }],
    totals: { amount: 20, qty: 2 },
    excise: null,
  };

  it('changes with what the estimate prints, not with anything else of the order', () => {
    const sent = estimateContentOf(order);
    expect(estimateContentOf({ ...order, status: 'OrderInQBooks', qbTxnId: 'T-1' } as EstimateContent)).toBe(
      sent,
    );
    expect(
      estimateContentOf({ ...order, products: [{ productListId: 'I-1', qty: 3, price: 10, amount: 30 }] }),
    ).not.toBe(sent);
    expect(estimateContentOf({ ...order, instructions: 'Ship Monday' })).not.toBe(sent);
  });

  it('is said in words on both sides', () => {
    expect(estimateStatusWords({ state: 'sent', signerName: null }, '')).toBe('Sent for signature');
    expect(estimateStatusWords({ state: 'signed', signerName: 'Ann' }, '12/6/2026')).toBe(
      'Signed by Ann on 12/6/2026',
    );
    expect(estimateStatusWords({ state: 'changed', signerName: null }, '')).toBe(
      'Changed since it was sent: needs a new signature',
    );
  });
});
