import { describe, expect, it } from 'vitest';
import { clientIdMessage, clientIdSchema, newClientId } from './client-id.js';

describe('client ID', () => {
  it('accepts a new client ID and no ID at all', () => {
    expect(clientIdSchema.safeParse(newClientId()).success).toBe(true);
    expect(clientIdSchema.safeParse(undefined).success).toBe(true);
  });

  it.each(['', 'retry-1', '00000000-0000-1000-8000-000000000000'])(
    'refuses %j with a clear message',
    (id) => {
      const parsed = clientIdSchema.safeParse(id);
      expect(parsed.error?.issues[0]?.message).toBe(clientIdMessage);
    },
  );

  it('gives each form its own ID', () => {
    expect(newClientId()).not.toBe(newClientId());
  });
});
