/**
 * Money is computed in whole cents so every total is exact and the form and the server agree to
 * the cent. A dollar amount is rounded half away from zero to the nearest cent once, on entry.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  // x.xx5 is stored a hair below (1.005 * 100 = 100.49999999999999): nudge by a relative 1e-12 first.
  const cents = Math.round(Math.abs(dollars) * 100 * (1 + 1e-12));
  return dollars < 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** A dollar amount rounded to cents. */
export function roundMoney(dollars: number): number {
  return fromCents(toCents(dollars));
}
