/**
 * The value of the first cookie named one of `names` in a Cookie header, percent-decoded; null when
 * there is none or its value does not decode.
 */
export function cookieValue(header: string | undefined, names: readonly string[]): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || !names.includes(part.slice(0, separator).trim())) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The shop's session cookie (better-auth's `cookiePrefix` in `auth/shop-auth.ts`): its own name, so a
 * buyer's cookie is never read as a staff session. Here, below the auth folder, because the web
 * app's pages read it too (a buyer's `/shop` names its first answers as preloads, decision 0368).
 */
export const shopCookiePrefix = 'humidor-shop';
export const shopCookieNames = [
  `${shopCookiePrefix}.session_token`,
  `__Secure-${shopCookiePrefix}.session_token`,
];
