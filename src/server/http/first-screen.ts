import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { cookieValue } from './cookies.js';

/**
 * The first screen drawn on the server (decision 0092): for a signed-in page load of a page the
 * renderer covers (home), the server fetches the answers the page draws with through its own API,
 * as the user (the request's cookie: the same routes, the same visibility scopes, nothing more),
 * draws the page with the web app's components (dist/web-ssr/render.js, `vite build --ssr`) and
 * leaves the answers in the page. A phone paints the home page with its HTML instead of after the
 * JavaScript; the browser then takes the page over.
 */

interface Query {
  key: unknown[];
  url: string;
  pages?: true;
}
interface Screen {
  answers: { key: unknown[]; data: unknown; pages?: true }[];
  phone: boolean;
}
/** A page drawn: the root element's content, the payload beside it, the code template's id, its title. */
export interface Drawn {
  markup: string;
  payload: string;
  codeId: string;
  /** Plain text (escaped where it is put in the page). */
  title: string;
}

/** What dist/web-ssr/render.js exports (src/web/render.tsx). */
interface Renderer {
  firstScreenQueries(pathname: string): Query[] | null;
  firstAnswerUrls(pathname: string): string[];
  renderFirstScreen(
    url: string,
    screen: Screen,
    draw: (render: () => string) => string,
  ): Promise<Drawn | null>;
  zoneCookie: string;
}

/** One GET of the API as the visitor: its status and body (the server's own `inject`). */
type AskApi = (url: string, cookie: string) => Promise<{ status: number; body: string }>;

const zones = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));
/** Drawing waits at most this long for its answers; then the browser draws the page as before. */
const drawTimeoutMs = 2000;

/**
 * Dates on the page are written in the browser's time zone (its cookie), as the browser would write
 * them: the process's zone is switched for the synchronous drawing only, so no other work sees it.
 */
function inZone(zone: string) {
  return (render: () => string): string => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      return render();
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  };
}

/** A phone or tablet by its user agent (or client hint): the layout's first guess, corrected after. */
const looksLikePhone = (request: FastifyRequest) =>
  request.headers['sec-ch-ua-mobile'] === '?1' ||
  /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '');

export interface FirstScreen {
  /** The page drawn, or null when the browser should draw it (the page as before). */
  draw(request: FastifyRequest, pathname: string): Promise<Drawn | null>;
  /** The API answers the page asks for as it first draws (none without a renderer). */
  answerUrls(pathname: string): Promise<string[]>;
}

export function firstScreenDrawer(bundleFile: string, askApi: AskApi, log: FastifyBaseLogger): FirstScreen {
  let loaded: { stamp: number; renderer: Promise<Renderer | null> } | null = null;
  const renderer = (): Promise<Renderer | null> => {
    if (!fs.existsSync(bundleFile)) return Promise.resolve(null);
    const stamp = fs.statSync(bundleFile).mtimeMs;
    // Loaded once: its chunks import it back by its plain URL, so a second copy under another URL
    // would not share their state. A rebuilt web app is drawn in the browser until the next start.
    loaded ??= {
      stamp,
      renderer: (import(pathToFileURL(bundleFile).href) as Promise<Renderer>).catch((error: unknown) => {
        log.warn({ err: error }, 'the first-screen renderer did not load; pages are drawn in the browser');
        return null;
      }),
    };
    return loaded.stamp === stamp ? loaded.renderer : Promise.resolve(null);
  };

  /** The page's markup and payload, or null when the browser should draw it (the page as before). */
  async function drawPage(request: FastifyRequest, pathname: string) {
    const cookie = request.headers.cookie ?? '';
    const found = await renderer();
    const queries = found?.firstScreenQueries(pathname);
    // `zone~offset` (src/web/app/first-screen.ts): the offset only tells the browser when to ask again.
    const zone = found && cookieValue(cookie, [found.zoneCookie])?.split('~')[0];
    if (!found || !queries || !zone || !zones.has(zone)) return null;
    const answers: Screen['answers'] = [];
    for (const query of queries) {
      const answer = await askApi(query.url, cookie);
      // Signed out, or anything else unusual: the browser asks again and shows what it gets.
      if (answer.status !== 200) return null;
      answers.push({
        key: query.key,
        data: JSON.parse(answer.body) as unknown,
        ...(query.pages && { pages: true }),
      });
    }
    const url = new URL(request.url, 'http://humidor.invalid').href;
    return found.renderFirstScreen(url, { answers, phone: looksLikePhone(request) }, inZone(zone));
  }

  return {
    draw: async (request, pathname) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answers within ${drawTimeoutMs} ms`)), drawTimeoutMs);
      });
      try {
        return await Promise.race([drawPage(request, pathname), late]);
      } catch (error) {
        request.log.warn({ err: error }, 'the first screen was not drawn on the server');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    answerUrls: async (pathname) => (await renderer())?.firstAnswerUrls(pathname) ?? [],
  };
}
