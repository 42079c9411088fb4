/**
 * "Notes Feed · Humidor": the page first, so a row of browser tabs and a screen reader say it first.
 * On its own, without the router's hooks beside it, for the shop portal's entry (decision 0354).
 */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · Humidor` : 'Humidor';
}
