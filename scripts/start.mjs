// `npm start` (and the CLI commands: `node scripts/start.mjs cli/backup <file>`): runs the built
// server in this very process, so SIGTERM and SIGINT from npm, systemd or a container runtime reach
// the server itself. Outside production a missing or outdated build is made first, so
// `npm ci && npm start` works on a fresh clone; in production nothing is ever built at start.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { build, serverOut, staleTargets } = await import('./build.mjs');

const entry = process.argv[2]?.startsWith('cli/') ? process.argv.splice(2, 1)[0] : 'main';
const production = process.env.NODE_ENV === 'production';
const stale = staleTargets({ checkSources: !production });
if (stale.length > 0) {
  if (production) {
    console.error(
      `Humidor cannot start: the build is missing (${stale.join(', ')}). Run \`npm run build\` on a machine with the dev dependencies (or in CI) and deploy dist/ with the app.`,
    );
    process.exit(1);
  }
  console.log(`Building ${stale.join(' and ')} (first start or sources changed)…`);
  try {
    await build(stale);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverOut, `${entry}.js`)).href);
