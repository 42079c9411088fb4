import type { NewUser } from '../../domain/users/schemas.js';
import type { Runtime } from '../runtime/runtime.js';
import { createUser } from '../users/commands.js';

export const demoPassword = 'humidor-demo';

export const demoUsers: NewUser[] = [
  { email: 'admin@humidor.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', password: demoPassword },
  {
    email: 'office@humidor.test',
    firstName: 'Olivia',
    lastName: 'Office',
    role: 'office',
    password: demoPassword,
  },
  {
    email: 'rep.fl@humidor.test',
    firstName: 'Frank',
    lastName: 'Florida',
    role: 'rep',
    states: ['FL', 'GA'],
    repCode: 'FL',
    password: demoPassword,
  },
  {
    email: 'rep.tx@humidor.test',
    firstName: 'Tess',
    lastName: 'Texas',
    role: 'rep',
    states: ['TX', 'OK', 'NM', 'AZ', 'LA'],
    repCode: 'SW',
    password: demoPassword,
  },
];

/** On a database without users, creates the demo team; returns whether it did. */
export async function ensureDemoUsers(runtime: Runtime): Promise<boolean> {
  const { db } = runtime.database;
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const user of demoUsers) await createUser(db, runtime.auth, user);
  return true;
}
