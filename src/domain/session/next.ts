/**
 * Where sign-in may send the browser on to (decision 0247): `next` read as a browser reads it,
 * against the page's own origin, and followed only when it stays there. Prefix checks on the text
 * (`/` but not `//` or `/\`) were beaten by what browsers drop or turn around before they resolve an
 * address: tabs and newlines (`/\t/evil.example`), backslashes, leading spaces. Resolving it with
 * the URL parser the browser uses leaves nothing for it to read differently.
 *
 * The answer is the path, query and fragment of that same-origin address, or `/`. A path the parser
 * collapsed to start with `//` (`/.//evil.example`) is refused too: given back as text, it would be
 * read as another host's address.
 */
export function sameOriginNext(next: string | null | undefined, origin: string): string {
  if (!next) return '/';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
