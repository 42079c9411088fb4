/**
 * The server's side of the first screen (decision 0092), built by `vite build --ssr` into
 * dist/web-ssr and loaded by the server (src/server/http/first-screen.ts). It draws a page with the
 * answers the server fetched for it through its own API, as the signed-in user, so it shows nothing
 * the user could not fetch; the browser then takes the page over (main.tsx, hydrateRoot).
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstScreenCodeId, firstScreenElementId, type FirstScreen } from './app/first-screen';
import { seedQueries } from './app/first-screen-queries';
import { Root } from './app/Root';
import { routes } from './app/router';
import { titleOfMatches } from './app/shell/documentTitle';

export { zoneCookie } from './app/first-screen';
export { firstAnswerUrls, firstScreenQueries } from './app/first-screen-queries';

const handler = createStaticHandler(routes);

/** JSON safe inside a script element: no `<` can close it, no line separator can break it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The markup of `url` drawn from `screen`'s answers (the root element's content), the payload
 * element that goes beside it, the id of the template for the code's preloads (boot.ts) and the
 * document title; null when the router does not draw the page itself (a redirect or an
 * error answer).
 */
export async function renderFirstScreen(
  url: string,
  screen: FirstScreen,
  /** Runs the synchronous drawing (the server sets the browser's time zone around it). */
  draw: (render: () => string) => string = (render) => render(),
): Promise<{ markup: string; payload: string; codeId: string; title: string } | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  seedQueries(client, screen.answers);
  const html = draw(() =>
    renderToString(
      <Root client={client} phone={screen.phone}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Root>,
    ),
  );
  client.clear();
  return {
    markup: html,
    payload: `<script type="application/json" id="${firstScreenElementId}">${scriptJson(screen)}</script>`,
    codeId: firstScreenCodeId,
    title: titleOfMatches(context.matches.map((match) => match.route)),
  };
}
