// `npm run build`: the web app (Vite, with precompressed assets) and the server (esbuild, plain
// JavaScript in dist/server with private source maps). `npm start` runs the result with plain node.
// Build tools are dev dependencies: they are imported only when a build runs, so a production tree
// installed with `npm ci --omit=dev` starts without them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
export const serverOut = path.join(root, 'dist/server');
export const webOut = path.join(root, 'dist/web');

const targets = {
  web: {
    out: webOut,
    // The app, and the server's first-screen renderer beside it (dist/web-ssr, decision 0092).
    entries: ['index.html', '../web-ssr/render.js'],
    sources: ['src/web', 'src/domain', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'],
    build: buildWeb,
  },
  server: {
    out: serverOut,
    entries: ['main.js'],
    sources: ['src/server', 'src/domain', 'scripts/build.mjs', 'package-lock.json'],
    build: buildServer,
  },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) return yield full;
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const entry of sources) {
    for (const file of files(entry)) {
      const name = path.relative(root, file);
      // Test code is never built (refuseTestCode, scripts/architecture.test.ts), so it leaves builds fresh.
      if (/\.test\.tsx?$/.test(name) || /^src\/(.+\/)?test\//.test(name)) continue;
      hash.update(name);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stampOf = (target) => path.join(target.out, '.source-hash');

/** Which builds are missing or, when `checkSources`, older than their sources. */
export function staleTargets({ checkSources }) {
  return Object.entries(targets)
    .filter(([, target]) => {
      if (target.entries.some((entry) => !fs.existsSync(path.join(target.out, entry)))) return true;
      if (!checkSources) return false;
      const stamp = stampOf(target);
      return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== sourceHash(target.sources);
    })
    .map(([name]) => name);
}

export async function build(names = Object.keys(targets)) {
  for (const name of names) {
    const target = targets[name];
    await target.build();
    fs.writeFileSync(stampOf(target), sourceHash(target.sources));
  }
}

function buildWeb() {
  // The app, then the server's renderer of its first screen (`--ssr`, vite.config.ts).
  for (const extra of [[], ['--ssr']]) {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...extra],
      {
        cwd: root,
        stdio: 'inherit',
        // A build started from a test run (NODE_ENV=test) would otherwise ship React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (run.status !== 0) throw new Error('The web app did not build (see the messages above).');
  }
}

/** Test helpers live in test folders and `*.test.*` files; the server bundle refuses to carry them. */
const refuseTestCode = {
  name: 'refuse-test-code',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]src[\\/](.+[\\/])?(test[\\/].+|[^\\/]+\.test\.[a-z]+)$/ }, (file) => ({
      errors: [
        { text: `${path.relative(root, file.path)} is test code: production code must not import it.` },
      ],
    }));
  },
};

async function buildServer() {
  const esbuild = await import('esbuild');
  const cli = fs
    .readdirSync(path.join(root, 'src/server/cli'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `src/server/cli/${name}`);
  fs.rmSync(serverOut, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts', ...cli],
    outbase: 'src/server',
    outdir: serverOut,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [refuseTestCode],
  });
  // Worker scripts are loaded by URL next to the code that starts them, which lands in chunks/.
  const workers = ['src/server/attachments/heic-worker.mjs', 'src/server/db/checkpoint-worker.mjs'];
  for (const dir of [serverOut, path.join(serverOut, 'chunks')]) {
    fs.mkdirSync(dir, { recursive: true });
    for (const worker of workers)
      fs.copyFileSync(path.join(root, worker), path.join(dir, path.basename(worker)));
  }
}

// `node scripts/build.mjs [web] [server] [--if-stale]`: all targets, or the named ones; with
// --if-stale only those missing or older than their sources.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = args.filter((name) => name in targets);
  const chosen = named.length ? named : Object.keys(targets);
  const stale = args.includes('--if-stale') ? staleTargets({ checkSources: true }) : chosen;
  await build(chosen.filter((name) => stale.includes(name)));
}
