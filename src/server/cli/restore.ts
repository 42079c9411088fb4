// npm run restore -- <file.tar.gz>
// Restores a backup made by `npm run backup` into an empty data folder (SQLite) or an empty
// database (DATABASE_URL); it refuses to overwrite anything. Start Humidor afterwards.
import { loadConfig } from '../config/config.js';
import { restoreBackup } from '../system/backup.js';

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: npm run restore -- <file.tar.gz>');
  const manifest = await restoreBackup(loadConfig(), source);
  console.log(`Restored the backup of ${manifest.createdAt}. Start Humidor with npm start.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
