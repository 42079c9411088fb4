import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema, buyerStatusOf } from './buyer.js';

const now = new Date('2026-12-06T12:00:00Z');
const base = { revokedAt: null, hasPassword: false, invitationExpiresAt: null };

describe("a buyer's standing as staff see it", () => {
  it('is revoked first, then active once a password is set, then invited while a link is valid', () => {
    expect(buyerStatusOf({ ...base, revokedAt: '2026-12-01T00:00:00Z', hasPassword: true }, now)).toBe(
      'revoked',
    );
    expect(buyerStatusOf({ ...base, hasPassword: true }, now)).toBe('active');
    expect(buyerStatusOf({ ...base, invitationExpiresAt: '2026-12-06T12:00:01Z' }, now)).toBe('invited');
    expect(buyerStatusOf({ ...base, invitationExpiresAt: '2026-12-06T12:00:00Z' }, now)).toBe('expired');
    expect(buyerStatusOf(base, now)).toBe('expired');
  });
});

describe('the invitation form', () => {
  it('asks a password of 8 to 128 characters and a token, each with its own words', () => {
    expect(acceptInvitationSchema.safeParse({ token: 't', password: 'long-enough' }).success).toBe(true);
    const short = acceptInvitationSchema.safeParse({ token: 't', password: 'short' });
    expect(short.error?.issues[0]?.message).toBe('Choose a password of at least 8 characters.');
    const noToken = acceptInvitationSchema.safeParse({ token: ' ', password: 'long-enough' });
    expect(noToken.error?.issues[0]?.message).toBe('This invitation link is incomplete.');
  });
});
