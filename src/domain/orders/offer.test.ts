import { describe, expect, it } from 'vitest';
import { repCodesDefault } from '../settings/repCodes.js';
import { orderOfferMessages } from './offer.js';
import { rules } from '../test/order-fixtures.js';

const form = { items: ['p-CO1001', 'p-ADF109', 'p-HUM25', 'p-ANV25', 'p-ADF3PK'] };
const base = { formName: 'TAA 2025', form, repCode: 'FL', repCodes: repCodesDefault, rules };

describe('orderOfferMessages', () => {
  it("accepts the form's products and a rep code of the list", () => {
    expect(orderOfferMessages({ ...base, orderedNames: ['p-CO1001', 'p-ADF109'] })).toEqual([]);
  });

  it('refuses gift items ordered by hand, even when the form lists them', () => {
    expect(orderOfferMessages({ ...base, orderedNames: ['p-HUM25', 'p-ANV25', 'p-ADF3PK'] })).toEqual([
      'p-HUM25, p-ANV25, p-ADF3PK are free gifts of the event benefits and cannot be ordered: the order earns gifts by itself.',
    ]);
  });

  it('refuses products the form does not offer', () => {
    expect(orderOfferMessages({ ...base, orderedNames: ['p-CO1001', 'p-X1'] })).toEqual([
      "p-X1 is not on the TAA 2025 order form. Order only the form's products.",
    ]);
  });

  it('refuses an unknown form and an unknown rep code', () => {
    expect(
      orderOfferMessages({ ...base, form: undefined, formName: 'Nope', repCode: 'ZZ', orderedNames: [] }),
    ).toEqual([
      'The rep code ZZ is not on the rep code list. Choose a rep code from the list.',
      'The order form Nope does not exist. Choose an order form from the list.',
    ]);
  });

  it("leaves '-' to the draft messages ('Please select a REP Code')", () => {
    expect(orderOfferMessages({ ...base, repCode: '-', orderedNames: [] })).toEqual([]);
  });
});
