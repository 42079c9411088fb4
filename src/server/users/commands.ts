import { newUserSchema, type NewUser } from '../../domain/users/schemas.js';
import type { Auth } from '../auth/auth.js';
import type { Db } from '../db/database.js';
import { conflict } from '../http/errors.js';

interface CreatedUser {
  id: string;
  email: string;
}

/** Creates a user with a password in one transaction; the input is validated by the shared schema. */
export async function createUser(db: Db, auth: Auth, input: NewUser): Promise<CreatedUser> {
  const user = newUserSchema.parse(input);
  const context = await auth.$context;
  const passwordHash = await context.password.hash(user.password);
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  return db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirst();
    if (existing) throw conflict(`A user with the email ${user.email} already exists.`);
    await tx
      .insertInto('users')
      .values({
        id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        emailVerified: true,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: user.role,
        banned: false,
        banReason: null,
        banExpires: null,
        firstName: user.firstName,
        lastName: user.lastName,
        repCode: user.repCode,
        states: user.states,
        reportUrl: null,
        lastLoginAt: null,
      })
      .execute();
    await tx
      .insertInto('accounts')
      .values(credentialAccount(id, passwordHash, now))
      .execute();
    return { id, email: user.email };
  });
}

/** The better-auth account row that holds a user's password hash. */
export function credentialAccount(userId: string, passwordHash: string, now: string) {
  return {
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: null,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  };
}
