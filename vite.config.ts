import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { appDescription, appName, brandColor } from './src/web/ui/brand.js';
import { contractRouteTables } from './vite.contract-routes.js';
import { isPagePath } from './src/domain/system/page-paths.js';

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

/**
 * The installable app (decision 0053): the manifest and a Workbox service worker that precaches the
 * built app and answers every navigation with index.html, so a reload without signal shows the app.
 * The worker has no route for /api/ or the server's own pages: those requests go straight to the
 * network and nothing of them is cached (the offline data lives in IndexedDB, src/web/offline).
 * A new version waits until the user chooses to reload (registerType 'prompt', app/pwa/).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered from app/pwa/register.ts after the load event, off the first screen's critical path.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: appName,
    short_name: appName,
    description: appDescription,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brandColor,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // mjs: the map's drawing worker (maplibre-gl-worker-*.mjs) must be there offline too.
    globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2,wasm}'],
    // The PDF layout engine (1.2 MB) is precached too: a rep prints an order in a car park.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/docs/, /^\/qbwc/, /^\/healthz/, /^\/readyz/, /^\/metrics/],
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The worker takes the page it was installed from (and any other left uncontrolled): the rep who
    // loses signal minutes after signing in still has the app's code for the next page. No
    // skipWaiting: a new version still waits for the user's Reload while a worker controls the page,
    // and claims the pages only once that click activates it (decision 0101).
    clientsClaim: true,
    // No runtimeCaching entry matches /api/: the worker never answers those requests, so they reach
    // the network untouched (NetworkOnly without the detour through the worker).
    runtimeCaching: [],
    // The worker's own source maps would sit beside it in the served folder.
    sourcemap: false,
  },
});

/**
 * The head both pages share (index.html and login.html): the theme colour follows the brand colour
 * the manifest uses.
 */
function sharedHead(): Plugin {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="theme-color" content="${brandColor}" />`,
    `<meta name="description" content="${appName}: sales CRM and order desk." />`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
  ].join('\n    ');
  return {
    name: 'humidor-shared-head',
    // Before Vite's own transforms, so the charset stays the first thing in the head.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- humidor:head (vite.config.ts) -->', head),
    },
  };
}

/**
 * The dev server answers a missing file (`/assets/x.js`, an icon) with a plain 404 as the server
 * does (decision 0095), instead of Vite's index.html, which its SPA fallback gives any request that
 * accepts `*\/*`. The path is noted before Vite's own middlewares (the fallback rewrites it); what
 * reaches the end of them was served by none.
 */
function missingFilesAre404(): Plugin {
  return {
    name: 'humidor-missing-files-404',
    apply: 'serve',
    configureServer(server) {
      const asked = new WeakMap<IncomingMessage, string>();
      server.middlewares.use((req, _res, next) => {
        asked.set(req, (req.url ?? '/').split('?')[0] ?? '/');
        next();
      });
      return () =>
        server.middlewares.use((req, res, next) => {
          const pathname = asked.get(req) ?? '/';
          // index.html and login.html are answered by Vite after this.
          if (isPagePath(pathname) || pathname.endsWith('.html')) return next();
          res.statusCode = 404;
          res.setHeader('content-type', 'text/plain; charset=utf-8');
          res.setHeader('cache-control', 'no-store');
          res.end(`Not found: ${pathname}`);
        });
    },
  };
}

/** Where the server's first-screen renderer is built (`vite build --ssr`, decision 0092). */
const renderOutDir = path.resolve(import.meta.dirname, 'dist/web-ssr');

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: isSsrBuild
    ? [contractRouteTables(), react()]
    : [contractRouteTables(), react(), sharedHead(), pwa, productionAssets(), missingFilesAre404()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The first-screen renderer carries its own production React, Mantine and icons (below): without
    // this, a server started without NODE_ENV=production (`npm start`, the tests) drew each first
    // screen with React's development build, several times slower, after loading every icon.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // Bundled, so only what the first screen draws is loaded at all, in its production build.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  build: isSsrBuild
    ? {
        outDir: renderOutDir,
        copyPublicDir: false,
        emptyOutDir: true,
        rollupOptions: { input: path.resolve(import.meta.dirname, 'src/web/render.tsx') },
      }
    : {
        outDir,
        emptyOutDir: true,
        sourcemap: 'hidden' as const,
        chunkSizeWarningLimit: 2000,
        // bench/initial-js.ts reads what each page loads first from the manifest.
        manifest: true,
        // The app, the sign-in page on its own (decision 0091; the server sends it for /login) and the
        // shop portal's storefront on its own (decision 0352; the server sends it for /shop and its pages).
        rollupOptions: {
          input: {
            index: path.resolve(import.meta.dirname, 'src/web/index.html'),
            login: path.resolve(import.meta.dirname, 'src/web/login.html'),
            shop: path.resolve(import.meta.dirname, 'src/web/shop.html'),
          },
          // A feature's front door (features/<name>/index.ts) only re-exports: a page that imports
          // it loads what it uses, not every file the door names.
          treeshake: {
            moduleSideEffects: [{ test: /\/src\/web\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
          },
        },
      },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
}));
