import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** The Web Connector's password, kept only as a salted scrypt hash. */
export const hashPassword = (password: string): string => {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
};

export function passwordMatches(stored: string, password: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash || !password) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32));
}
