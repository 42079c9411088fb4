// npm run backup -- <file.tar.gz>
// A consistent copy of the database (while users keep working) and of the locally stored files,
// verified before it is written. See docs/deploy.md for a schedule.
import { loadConfig } from '../config/config.js';
import { createBackup } from '../system/backup.js';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- <file.tar.gz>');
  const started = Date.now();
  const manifest = await createBackup(loadConfig(), target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up the ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database${manifest.hasFiles ? ' and the stored files' : ''} to ${target} in ${seconds} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
