/** The shop portal's buyers and their better-auth rows (migration 0061, decision 0324). */
interface BuyersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  customerListId: string;
  contactId: string | null;
  invitedById: string | null;
  invitedByName: string;
  invitedAt: string;
  lastLoginAt: string | null;
  revokedAt: string | null;
  revokedByName: string | null;
}

interface BuyerSessionsTable {
  id: string;
  expiresAt: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

interface BuyerAccountsTable {
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

interface BuyerVerificationsTable {
  id: string;
  identifier: string;
  /** better-auth's `value` (shop-auth.ts maps the field): a JSON text it parses itself. */
  verificationValue: string;
  expiresAt: string;
  createdAt: string | null;
  updatedAt: string | null;
}

interface BuyerInvitationsTable {
  id: string;
  buyerId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/**
 * An item's description for the shops (issue 48, Admin → Items), an admin's words beside the
 * mirrored item: the import rewrites `items`, never this. The item's photo is an attachment
 * (ownerType `item`).
 */
interface ShopItemDetailsTable {
  itemListId: string;
  description: string;
  updatedAt: string;
  updatedById: string | null;
}

/**
 * One "Send for signature" of an order (migration 0066, decisions 0340–0341): `sent`, then
 * `signed`, or `replaced` by a newer request of the same order before it was signed.
 */
export interface EstimateSignaturesTable {
  id: string;
  orderId: string;
  customerListId: string;
  status: 'sent' | 'signed' | 'replaced';
  /** SHA-256 of the order's estimate content when sent (`estimateContentOf`). */
  orderFingerprint: string;
  unsignedStoragePath: string;
  unsignedSha256: string;
  unsignedSize: number;
  totalCents: number;
  sentById: string;
  sentByName: string;
  sentAt: string;
  signerBuyerId: string | null;
  signerName: string | null;
  signerEmail: string | null;
  signerIp: string | null;
  signedAt: string | null;
  signedSha256: string | null;
  signedAttachmentId: string | null;
}

export interface ShopTables {
  buyers: BuyersTable;
  buyerSessions: BuyerSessionsTable;
  buyerAccounts: BuyerAccountsTable;
  buyerVerifications: BuyerVerificationsTable;
  buyerInvitations: BuyerInvitationsTable;
  shopItemDetails: ShopItemDetailsTable;
  estimateSignatures: EstimateSignaturesTable;
}

export const shopCodecColumns = { json: [] as string[], boolean: ['emailVerified'] };
