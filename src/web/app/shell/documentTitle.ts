import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '../../lib/document-title';

/** What a route of router.tsx declares in its `handle`: the name of the page it shows. */
export interface RouteHandle {
  title: string;
}

// Defined beside the other small helpers, so the shop's entry takes it without the router (0354).
export { documentTitle };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The document title of the matched routes: the deepest one's page title. */
export function titleOfMatches(matches: readonly { handle?: unknown }[]): string {
  return documentTitle(
    matches
      .map((match) => match.handle)
      .filter(isRouteHandle)
      .at(-1)?.title,
  );
}

/** Keeps the document title on the deepest matched route's title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = titleOfMatches(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
