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

/** Keeps the document title on the deepest matched route's title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const pageTitle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
