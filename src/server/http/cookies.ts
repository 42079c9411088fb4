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
