import { describe, expect, it } from 'vitest';
import { goesTo } from './destination';

describe('where an order goes, in words', () => {
  it('names the system and the document', () => {
    expect(goesTo({ system: 'desktop', document: 'sales order' })).toBe(
      'Goes to QuickBooks Desktop through the Web Connector, as a sales order.',
    );
    expect(goesTo({ system: 'online', document: 'estimate' })).toBe(
      'Goes to QuickBooks Online as an estimate.',
    );
    expect(goesTo({ system: 'online', document: 'invoice' })).toBe(
      'Goes to QuickBooks Online as an invoice.',
    );
  });
});
