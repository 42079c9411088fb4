import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type WebManifest = Record<string, ManifestChunk>;

/** The signed-in shell (router.tsx loads it with the first signed-in page) and each page's source. */
const shellSource = 'app/shell/SignedIn.tsx';
const pageSources: Readonly<Record<string, string>> = { '/': 'routes/home.tsx' };
/** better-auth's session cookie, with and without the prefix it takes over HTTPS. */
const sessionCookie = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

function closure(manifest: WebManifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * What a signed-in navigation to `pathname` will ask for as soon as the entry runs: the shell's
 * chunk, the page's (home only: other pages are found by the router) and what they import, minus
 * what index.html already loads. Nothing for /login, which is in the entry.
 */
export function preloadsFor(manifest: WebManifest, pathname: string): { scripts: string[]; styles: string[] } {
  if (pathname === '/login') return { scripts: [], styles: [] };
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const already = closure(manifest, entry);
  const page = pageSources[pathname];
  const wanted = [...closure(manifest, page ? [shellSource, page] : [shellSource])].filter(
    (key) => !already.has(key),
  );
  const chunks = wanted.map((key) => manifest[key] as ManifestChunk);
  const loadedCss = new Set([...already].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !loadedCss.has(file)),
  };
}

/**
 * index.html with the preloads of a signed-in page: module preloads, and the shell's styles as
 * stylesheets (the shell waits for them anyway, and the dynamic import finds them already there).
 * The Content Security Policy allows no inline script, so the page cannot choose them itself.
 */
export function withPreloads(html: string, preloads: { scripts: string[]; styles: string[] }): string {
  const tags = [
    ...preloads.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return tags.length ? html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`) : html;
}

/** The request carries a session cookie (checked by /api/me; here only a hint worth preloading for). */
export const mayBeSignedIn = (request: { headers: { cookie?: string } }) =>
  sessionCookie.test(request.headers.cookie ?? '');

/**
 * Serves index.html for a page route. A visitor who may be signed in gets the preloads of the shell
 * and the page, so their chunks download beside the entry instead of after it. The file and its
 * manifest are read again when the build changes (a rebuilt web app is served without a restart).
 */
export function webAppPage(webRoot: string) {
  let cached: { stamp: number; html: string; manifest: WebManifest | null; pages: Map<string, string> } | null =
    null;
  const current = () => {
    const indexFile = path.join(webRoot, 'index.html');
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (cached?.stamp !== stamp) {
      const manifestFile = path.join(webRoot, '.vite/manifest.json');
      cached = {
        stamp,
        html: fs.readFileSync(indexFile, 'utf8'),
        manifest: fs.existsSync(manifestFile)
          ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as WebManifest)
          : null,
        pages: new Map(),
      };
    }
    return cached;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const { html, manifest, pages } = current();
    const pathname = request.url.split('?')[0] ?? '/';
    let body = html;
    if (manifest && mayBeSignedIn(request)) {
      const key = pathname in pageSources ? pathname : pathname === '/login' ? '/login' : '*';
      body = pages.get(key) ?? withPreloads(html, preloadsFor(manifest, key));
      pages.set(key, body);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  };
}
