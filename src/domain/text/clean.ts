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
