import type { Generated } from 'kysely';

/** Tables owned by better-auth (names mapped to plural in auth.ts) plus Humidor's own user fields. */
interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  role: 'admin' | 'office' | 'rep';
  banned: boolean | null;
  banReason: string | null;
  banExpires: string | null;
  firstName: Generated<string>;
  lastName: Generated<string>;
  repCode: string | null;
  states: Generated<string[]>;
  nameAliases: Generated<string[]>;
  active: Generated<boolean>;
  untaggable: Generated<boolean>;
  canChangeOrderStatus: Generated<boolean>;
  reportUrl: string | null;
  lastLoginAt: string | null;
}

interface SessionsTable {
  id: string;
  expiresAt: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

interface VerificationsTable {
  id: string;
  identifier: string;
  /** better-auth's `value`, renamed (migration 0071): the codec reads columns named `value` as JSON. */
  verificationValue: string;
  expiresAt: string;
  createdAt: string | null;
  updatedAt: string | null;
}

interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

interface SignInFailuresTable {
  key: string;
  failures: number;
  firstFailureAt: string;
  lockedUntil: string | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rateLimits: RateLimitsTable;
  signInFailures: SignInFailuresTable;
}

export const authCodecColumns = {
  json: ['states', 'nameAliases'],
  boolean: ['emailVerified', 'banned', 'active', 'untaggable', 'canChangeOrderStatus'],
};
