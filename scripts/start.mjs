// `npm start`: builds the web app when the build is missing or older than its sources, then serves
// the API and the web app on PORT (default 3000).
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/web');
const stampFile = path.join(outDir, '.source-hash');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield full;
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of sources) {
    for (const file of files(entry)) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const hash = sourceHash();
const built = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;
if (!built) {
  console.log('Building the web app (first start or sources changed)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, hash);
}

const server = spawn('npx', ['tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
