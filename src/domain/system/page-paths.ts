/**
 * Which paths the web app answers with its page (index.html) when no file has that name: a page path
 * names a screen of the app (`/`, `/notefeed`, `/customerpage/80000001-1234`). A path under
 * `/assets/`, or one whose last segment has a file extension (`.js`, `.js.map`, `.png`,
 * `.webmanifest`…), names a file: when the file is missing the answer is a 404, never the app's
 * HTML, which a browser would fail to run as a script with a misleading error (issue 32,
 * decision 0095). The server (http/web-app.ts) and the dev server (vite.config.ts) share it.
 */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]{1,12}$/i.test(last);
}
