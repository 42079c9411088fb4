import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-crypto.js';

const authSecret = 'a-test-secret-that-is-long-enough-1234';

describe('the stored tokens', () => {
  it('read back only under the same key and for the same company', () => {
    const cipher = tokenCipher({ tokenKey: undefined, authSecret });
    const sealed = cipher.seal('rt-secret-refresh-token', '123');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('rt-secret');
    expect(cipher.seal('rt-secret-refresh-token', '123')).not.toBe(sealed);
    expect(cipher.open(sealed, '123')).toBe('rt-secret-refresh-token');
    expect(() => cipher.open(sealed, '456')).toThrow();
    expect(() =>
      tokenCipher({ tokenKey: 'another-key-of-at-least-32-characters!', authSecret }).open(sealed, '123'),
    ).toThrow();
    expect(() =>
      tokenCipher({ tokenKey: undefined, authSecret: `${authSecret}x` }).open(sealed, '123'),
    ).toThrow();
  });
});
