import type { QueryKey } from '@tanstack/react-query';

/**
 * The first screen drawn on the server (decision 0092): the payload the server leaves in the page
 * for the browser to start from instead of asking again, and the time zone the browser tells it.
 * Small on purpose: the entry (boot.ts) reads it before any of the app's code loads.
 */
export interface FirstScreenAnswer {
  key: QueryKey;
  data: unknown;
  pages?: true;
}

export interface FirstScreen {
  answers: FirstScreenAnswer[];
  /** The server's guess from the user agent; the layout starts from it and corrects itself after. */
  phone: boolean;
}

/** The `<script type="application/json">` holding the payload: data, not code, so the CSP allows it. */
export const firstScreenElementId = 'first-screen';

/** The template the server leaves the app's code preloads in, for the entry to add after the paint. */
export const firstScreenCodeId = 'first-screen-code';

/**
 * The cookie the browser keeps its time zone in (`zone~offset`), so the server writes dates as the
 * browser would.
 */
export const zoneCookie = 'humidor_tz';

/** The payload the server left in the page, if it drew the page (the browser only). */
export function readFirstScreen(): FirstScreen | null {
  const element = document.getElementById(firstScreenElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstScreen;
  } catch {
    return null;
  }
}

/**
 * Remembers the browser's time zone for the server (a year; sent with every page request), with the
 * clock's UTC offset it was read at. Asking the browser for its zone name costs a slow phone a long
 * moment the first time, so it is asked again only when the offset changes (travel, daylight saving
 * time) or the cookie is missing.
 */
export function rememberZone(): void {
  const offset = new Date().getTimezoneOffset();
  if (document.cookie.split('; ').some((c) => c.startsWith(`${zoneCookie}=`) && c.endsWith(`~${offset}`)))
    return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${zoneCookie}=${encodeURIComponent(zone)}~${offset}; path=/; max-age=31536000; samesite=lax${secure}`;
}
