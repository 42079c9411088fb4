import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopFirstAnswerPaths } from '../../domain/shop/first-screen.js';
import { isPagePath } from '../../domain/system/page-paths.js';
import { cookieValue, shopCookieNames } from './cookies.js';
import type { Drawn, FirstScreen } from './first-screen.js';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json, `build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type WebManifest = Record<string, ManifestChunk>;

/**
 * The signed-in shell (router.tsx loads it with the first signed-in page) and the sources of the pages
 * whose code is preloaded (other pages are found by the router). The API answers each page asks for
 * first are the web app's own list (src/web/app/first-screen-queries.ts, through the renderer).
 */
const shell = 'app/shell/SignedIn.tsx';
/** The app itself, which the entry (boot.ts) imports once the first paint is done. */
const app = 'main.tsx';
const pages: Readonly<Record<string, string>> = { '/': 'routes/home.tsx' };
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

interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * The code a signed-in navigation to `pathname` will ask for as soon as the entry runs: the app's and
 * the shell's chunks, the page's (home only: other pages are found by the router) and what they
 * import, minus what index.html already loads.
 */
export function preloadsFor(manifest: WebManifest, pathname: string): Preloads {
  const entry = Object.keys(manifest).filter((key) => key === 'index.html');
  const already = closure(manifest, entry);
  const page = pages[pathname];
  const wanted = [...closure(manifest, page ? [app, shell, page] : [app, shell])].filter(
    (key) => !already.has(key),
  );
  const chunks = wanted.map((key) => manifest[key] as ManifestChunk);
  const loadedCss = new Set([...already].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !loadedCss.has(file)),
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * index.html with the preloads of a signed-in page: its first API answers (but those index.html
 * preloads for every page), module preloads, and the shell's styles as stylesheets (the shell waits
 * for them anyway, and the dynamic import finds them already there). The Content Security Policy
 * allows no inline script, so the page cannot choose them itself.
 */
export function withPreloads(html: string, preloads: Preloads, answers: string[]): string {
  const tags = [
    // Same-origin "anonymous" sends the cookie and matches the app's fetch (src/web/lib/api.ts).
    ...answers
      .filter((url) => !html.includes(`href="${url}"`))
      .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`),
    ...preloads.scripts.map(modulePreload),
    ...preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return tags.length ? html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`) : html;
}

/** The request carries a session cookie (checked by /api/me; here only a hint worth preloading for). */
export const mayBeSignedIn = (request: { headers: { cookie?: string } }) =>
  sessionCookie.test(request.headers.cookie ?? '');

/** The shop portal's pages (issue 48), sent shop.html: the storefront's own small bundle (decision 0352). */
export const isShopPath = (pathname: string) => pathname === '/shop' || pathname.startsWith('/shop/');

/** The request carries a buyer's session cookie (a hint worth preloading for; /api/shop/me checks it). */
const mayBeBuyer = (request: { headers: { cookie?: string } }) =>
  cookieValue(request.headers.cookie, shopCookieNames) !== null;

/**
 * shop.html for `pathname`: the storefront (`/shop`) for a visitor who may be a buyer names its first
 * answers as preloads (decision 0368); every other portal page, and a visitor without the cookie,
 * gets the page as built.
 */
const shopPage = (shop: string, pathname: string, request: { headers: { cookie?: string } }) =>
  pathname === '/shop' && mayBeBuyer(request)
    ? withPreloads(shop, { scripts: [], styles: [] }, shopFirstAnswerPaths)
    : shop;

/**
 * Serves index.html for a page route, login.html (the sign-in page of its own, decision 0091)
 * for /login, and shop.html for the shop portal's pages (decision 0352). A missing file (an old build's chunk after a deploy, a source map, an icon) answers a
 * plain 404 instead: the app's HTML in its place would fail as a script with a misleading error
 * (decision 0095). A visitor who may be signed in gets the preloads of the shell and the page, so their
 * chunks download beside the entry instead of after it. The files and the manifest are read again
 * when the build changes (a rebuilt web app is served without a restart).
 */
export function webAppPage(webRoot: string, firstScreen?: FirstScreen) {
  let cached: {
    stamp: number;
    html: string;
    manifest: WebManifest | null;
    answers: Map<string, string>;
    signIn: string | null;
    shop: string | null;
  } | null = null;
  const current = () => {
    const indexFile = path.join(webRoot, 'index.html');
    const stamp = fs.statSync(indexFile).mtimeMs;
    if (cached?.stamp !== stamp) {
      const manifestFile = path.join(webRoot, '.vite/manifest.json');
      const signInFile = path.join(webRoot, 'login.html');
      const shopFile = path.join(webRoot, 'shop.html');
      cached = {
        signIn: fs.existsSync(signInFile) ? fs.readFileSync(signInFile, 'utf8') : null,
        shop: fs.existsSync(shopFile) ? fs.readFileSync(shopFile, 'utf8') : null,
        stamp,
        html: fs.readFileSync(indexFile, 'utf8'),
        manifest: fs.existsSync(manifestFile)
          ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as WebManifest)
          : null,
        answers: new Map(),
      };
    }
    return cached;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`Not found: ${pathname}`);
    }
    const { html, manifest, answers, signIn, shop } = current();
    let body = html;
    if (pathname === '/login' && signIn) body = signIn;
    else if (isShopPath(pathname) && shop) body = shopPage(shop, pathname, request);
    else if (manifest && mayBeSignedIn(request)) {
      const drawn = await firstScreen?.draw(request, pathname);
      if (drawn) body = withFirstScreen(html, drawn, preloadsFor(manifest, pathname));
      else {
        const key = pathname in pages ? pathname : '*';
        body =
          answers.get(key) ??
          withPreloads(html, preloadsFor(manifest, key), (await firstScreen?.answerUrls(key)) ?? []);
        answers.set(key, body);
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  };
}

/**
 * index.html with the page the server drew (./first-screen.ts) in its root element and the answers
 * it drew with beside it. The page's styles are linked; no API answer is preloaded (the browser asks
 * none of them again); the preloads of the app's code wait in a template until the page has painted
 * (src/web/boot.ts adds them): the code only takes the page over, so it must not take the styles'
 * bandwidth or hold the first paint up.
 */
function withFirstScreen(html: string, drawn: Drawn, preloads: Preloads): string {
  const code = `<template id="${drawn.codeId}">${preloads.scripts.map(modulePreload).join('')}</template>`;
  const page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(drawn.title)}</title>`)
    .replace(/\s*<link rel="preload" href="\/api\/me"[^>]*>/, '')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${drawn.markup}</div>\n    ${drawn.payload}\n    ${code}`,
    );
  return withPreloads(page, { ...preloads, scripts: [] }, []);
}
