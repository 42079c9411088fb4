// npm run user:create -- --email you@example.com --role admin [--first Ada --last Admin --states FL,GA --rep-code FL]
// Asks for the password (or reads it from standard input when not a terminal).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../config/config.js';
import { openRuntime } from '../runtime/runtime.js';
import { createUser } from '../users/commands.js';
import { AppError } from '../http/errors.js';
import { roles, type Role } from '../../domain/access/policy.js';

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (!process.stdin.isTTY) {
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  const password = await rl.question('Password (at least 6 characters): ');
  rl.close();
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'office' },
      first: { type: 'string', default: 'Admin' },
      last: { type: 'string', default: 'User' },
      states: { type: 'string', default: '' },
      'rep-code': { type: 'string' },
    },
  });
  if (!values.email) throw new Error('Usage: npm run user:create -- --email you@example.com --role admin');
  if (!roles.includes(values.role as Role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
  const runtime = await openRuntime(loadConfig());
  try {
    const user = await createUser(runtime.database.db, runtime.auth, {
      email: values.email,
      role: values.role as Role,
      firstName: values.first,
      lastName: values.last,
      states: values.states ? (values.states.toUpperCase().split(',') as never) : [],
      repCode: values['rep-code'] ?? null,
      password: await readPassword(),
    });
    console.log(`Created ${values.role} ${user.email} (${user.id}).`);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) console.error(error.issues.map((i) => `* ${i.message}`).join('\n'));
  else if (error instanceof AppError || error instanceof Error) console.error(error.message);
  process.exit(1);
});
