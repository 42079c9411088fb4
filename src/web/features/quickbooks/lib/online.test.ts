import { describe, expect, it } from 'vitest';
import type { OnlineConnection } from '../../../../domain/quickbooks/online/connection-contract';
import { connectionLines, connectOutcomeOf } from './online';

const connection: OnlineConnection = {
  realmId: '4620816365',
  companyName: null,
  status: 'connected',
  connectedAt: '2026-11-27T15:00:00.000Z',
  lastSyncAt: null,
  nextSyncAt: null,
  lastError: null,
};

describe('the QuickBooks Online panel in words', () => {
  it('reads the outcome of a connection attempt from the address, and ignores others', () => {
    expect(connectOutcomeOf('?online=connected')?.message).toBe('QuickBooks Online is connected.');
    expect(connectOutcomeOf('?online=state-refused')?.message).toMatch(/already used, has expired/);
    expect(connectOutcomeOf('?online=<script>')).toBeNull();
    expect(connectOutcomeOf('?online=toString')).toBeNull();
    expect(connectOutcomeOf('')).toBeNull();
  });

  it('names the company, or its number before its name is known, and what comes next', () => {
    const lines = Object.fromEntries(connectionLines(connection).map((l) => [l.label, l.value]));
    expect(lines).toMatchObject({
      Company: 'Company 4620816365',
      Status: 'Connected',
      'Last successful sync': 'Never',
      'Next sync': 'Soon',
      'Last problem': 'None',
    });
    const refused = connectionLines({
      ...connection,
      companyName: 'Sandbox Cigar Co',
      status: 'needs-reconnecting',
      lastError: 'Intuit no longer accepts this connection.',
    });
    expect(Object.fromEntries(refused.map((l) => [l.label, l.value]))).toMatchObject({
      Company: 'Sandbox Cigar Co',
      Status: 'Needs reconnecting',
      'Next sync': 'None until QuickBooks Online is connected again',
      'Last problem': 'Intuit no longer accepts this connection.',
    });
  });
});
