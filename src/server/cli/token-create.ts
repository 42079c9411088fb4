// npm run token:create -- --name "QuickBooks connector"
// Prints a new integration token once; only its sha256 is stored. Revoke it on the admin screen
// or with DELETE /api/admin/tokens/:id.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { createIntegrationToken } from '../mirror/tokens.js';
import { openRuntime } from '../runtime/runtime.js';

async function main() {
  const { values } = parseArgs({ options: { name: { type: 'string' } } });
  const name = values.name?.trim();
  if (!name) throw new Error('Usage: npm run token:create -- --name "QuickBooks connector"');
  const runtime = await openRuntime(loadConfig());
  try {
    const { token, secret } = await createIntegrationToken(runtime.database.db, { name, createdBy: null });
    console.log(`Created integration token "${token.name}" (${token.id}).`);
    console.log('Copy it now; it is not shown again:');
    console.log(secret);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
