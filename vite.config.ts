import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const outDir = path.resolve(import.meta.dirname, 'dist/web');
const sourceMapDir = path.resolve(import.meta.dirname, 'dist/sourcemaps');

/**
 * After the build: source maps move out of the served folder (kept in dist/sourcemaps for
 * debugging, never public), and every compressible asset gets .br and .gz siblings so the server
 * sends compressed bytes without compressing on each request.
 */
function productionAssets(): Plugin {
  return {
    name: 'humidor-production-assets',
    apply: 'build',
    closeBundle() {
      fs.rmSync(sourceMapDir, { recursive: true, force: true });
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.endsWith('.map')) {
          const target = path.join(sourceMapDir, path.relative(outDir, file));
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.renameSync(file, target);
        } else if (/\.(js|mjs|css|html|svg|json|wasm|txt)$/.test(file)) {
          const bytes = fs.readFileSync(file);
          if (bytes.length < 1024) continue;
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), productionAssets()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
    // bench/initial-js.ts reads what each page loads first from the manifest.
    manifest: true,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
});
