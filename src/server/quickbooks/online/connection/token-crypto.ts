import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The OAuth tokens at rest: AES-256-GCM under a key of their own (QUICKBOOKS_ONLINE_TOKEN_KEY) or, by default,
 * one derived from AUTH_SECRET with HKDF, so a copy of the database alone gives no access to the
 * books (decision 0230). The realm id is the additional data: a token moved to another company's
 * row does not decrypt.
 */
export interface TokenCipher {
  seal(plain: string, realmId: string): string;
  open(sealed: string, realmId: string): string;
}

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

export function tokenCipher(secrets: { tokenKey: string | undefined; authSecret: string }): TokenCipher {
  const key = Buffer.from(
    hkdfSync('sha256', secrets.tokenKey ?? secrets.authSecret, 'humidor', 'quickbooks-online-tokens', 32),
  );
  return {
    seal(plain, realmId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(realmId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed, realmId) {
      const [prefix, encoded] = sealed.split(':');
      if (prefix !== version || !encoded)
        throw new Error('A stored QuickBooks Online token is not readable.');
      const bytes = Buffer.from(encoded, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(realmId));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
