/** A UTF-16 surrogate without its partner: not a character, and PostgreSQL cannot store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- NUL is exactly what this removes
const nul = /\u0000/g;

/**
 * The text Humidor accepts, the same on both databases: NUL characters are dropped (PostgreSQL
 * refuses them in text and JSON; nobody types one) and lone surrogates become U+FFFD, the
 * replacement character, as a browser shows them.
 */
export function cleanText(value: string): string {
  return value.replace(nul, '').replace(loneSurrogate, '\uFFFD');
}

/**
 * Parsed JSON objects, and the parsed path and query (whose prototype is a prototype-less object);
 * not dates, buffers or streams, whose prototypes have prototypes of their own.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: object | null = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Every string in a parsed JSON value (keys included), cleaned; anything else is kept as it is. */
export function cleanTextDeep(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanTextDeep);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [cleanText(key), cleanTextDeep(item)]),
    );
  }
  return value;
}

/** How deep a JSON body may nest: far beyond any form's, far within the stack's reach. */
export const maxJsonDepth = 64;

export const tooDeepMessage = `The request nests its data more than ${maxJsonDepth} levels deep.`;

/**
 * Whether a parsed JSON value nests objects and arrays deeper than `limit`. A walk with a list of
 * its own, not recursion, and it stops at the first value past the limit: a body 50,000 levels
 * deep (issue 44) overflowed the stack of the recursive cleaning and answered 500.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    // Only what JSON makes: a body a route reads as a stream (the basemap's bytes) is no data tree.
    if (!Array.isArray(item) && !isPlainObject(item)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
