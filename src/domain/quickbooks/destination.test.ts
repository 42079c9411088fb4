import { describe, expect, it } from 'vitest';
import type { QuickbooksSource } from '../settings/quickbooksSource.js';
import { destinationOfOrder, orderDestinationOf } from './destination.js';

const desktop: QuickbooksSource = { source: 'desktop', onlineOrderDocument: 'estimate' };
const online: QuickbooksSource = { source: 'online', onlineOrderDocument: 'invoice' };
const desktopOrder = { system: 'desktop', document: 'sales order' } as const;

describe('where an app order goes', () => {
  it('follows the setting for an order waiting for QuickBooks', () => {
    expect(orderDestinationOf(desktop)).toEqual(desktopOrder);
    expect(orderDestinationOf(online)).toEqual({ system: 'online', document: 'invoice' });
    const waiting = { waiting: true, online: null, desktop: null };
    expect(destinationOfOrder(waiting, desktop)).toEqual(desktopOrder);
    expect(destinationOfOrder(waiting, online)).toEqual({ system: 'online', document: 'invoice' });
    // Queued for the Web Connector but not sent yet: the Online push takes it after the switch.
    expect(destinationOfOrder({ ...waiting, desktop: { status: 'waiting' } }, online)).toEqual({
      system: 'online',
      document: 'invoice',
    });
  });

  it('says where a pushed or refused order went, whatever the setting says now', () => {
    const done = {
      waiting: false,
      online: { status: 'pushed' as const, document: 'estimate' as const },
      desktop: null,
    };
    expect(destinationOfOrder(done, desktop)).toEqual({ system: 'online', document: 'estimate' });
    expect(
      destinationOfOrder({ waiting: true, online: null, desktop: { status: 'failed' } }, online),
    ).toEqual(desktopOrder);
    expect(
      destinationOfOrder({ waiting: false, online: null, desktop: { status: 'pushed' } }, online),
    ).toEqual(desktopOrder);
  });

  it('names no destination for an order put in QuickBooks by hand', () => {
    expect(destinationOfOrder({ waiting: false, online: null, desktop: null }, online)).toBeNull();
  });
});
