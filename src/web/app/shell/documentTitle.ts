import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route of router.tsx declares in its `handle`: the name of the page it shows. */
export interface RouteHandle {
  title: string;
}

/** "Notes Feed · Humidor": the page first, so a row of browser tabs and a screen reader say it first. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · Humidor` : 'Humidor';
}

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
