import { describe, expect, it } from 'vitest';
import { companiesToPull } from './webhook.js';

const notification = (realmId: string, names: string[]) => ({
  realmId,
  dataChangeEvent: {
    entities: names.map((name, i) => ({
      name,
      id: String(i + 1),
      operation: 'Update',
      lastUpdated: '2015-10-05T14:42:19-0700',
    })),
  },
});

describe('companiesToPull', () => {
  it.each([
    [
      'one change to an invoice',
      { eventNotifications: [notification('1185883450', ['Invoice'])] },
      ['1185883450'],
    ],
    [
      'several companies, each once',
      {
        eventNotifications: [
          notification('1', ['Customer', 'Estimate']),
          notification('2', ['Item']),
          notification('1', ['CreditMemo']),
        ],
      },
      ['1', '2'],
    ],
    [
      'only entities the mirror does not keep',
      { eventNotifications: [notification('1', ['Bill', 'Vendor'])] },
      [],
    ],
    [
      'the CloudEvents form',
      [
        {
          specversion: '1.0',
          type: 'qbo.invoice.updated.v1',
          intuitaccountid: '310687',
          intuitentityid: '130',
        },
        { specversion: '1.0', type: 'qbo.bill.created.v1', intuitaccountid: '999', intuitentityid: '4' },
      ],
      ['310687'],
    ],
    ['a body of another shape', { hello: 'world' }, []],
    ['no body', null, []],
  ])('reads %s', (_label, payload, expected) => {
    expect(companiesToPull(payload)).toEqual(expected);
  });

  it('reads at most the first changes of a notification, as many as asked', () => {
    const payload = {
      eventNotifications: [notification('1', ['Invoice', 'Customer']), notification('2', ['Item'])],
    };
    expect(companiesToPull(payload, 2)).toEqual(['1']);
    expect(companiesToPull(payload, 3)).toEqual(['1', '2']);
  });
});
