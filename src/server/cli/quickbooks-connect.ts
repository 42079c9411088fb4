// npm run quickbooks:connect -- --name "Office PC" --password "…" --out humidor.qwc [--every 15]
// Creates (or replaces, by name) a QuickBooks Web Connector connection and writes its .qwc file,
// for installs without a browser at hand. Uses DATA_DIR/DATABASE_URL and PUBLIC_URL like the server.
// `npm run qbwc:connect`, its old name, still runs it.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { connectionInputSchema } from '../../domain/quickbooks/contract.js';
import { loadConfig } from '../config/config.js';
import { saveConnection } from '../quickbooks/desktop/commands.js';
import { qwcOf } from '../quickbooks/desktop/queries.js';
import { openRuntime } from '../runtime/runtime.js';

const usage =
  'Usage: npm run quickbooks:connect -- --name "Office PC" --password "at least 8 characters" --out humidor.qwc [--every 15]';

async function main() {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      password: { type: 'string' },
      out: { type: 'string' },
      every: { type: 'string' },
    },
  });
  if (!values.out) throw new Error(usage);
  const parsed = connectionInputSchema.safeParse({
    name: values.name,
    password: values.password,
    runEveryMinutes: values.every,
  });
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('. ')}.\n${usage}`);
  const config = loadConfig();
  const runtime = await openRuntime(config);
  try {
    const id = await saveConnection(runtime.database.db, parsed.data);
    const file = await qwcOf(runtime.database.db, id, config.publicUrl);
    fs.writeFileSync(values.out, file.xml);
    console.log(
      `Connection "${parsed.data.name}" is ready; open ${values.out} in the QuickBooks Web Connector.`,
    );
    console.log('Type the same password there when the Web Connector asks for it.');
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
