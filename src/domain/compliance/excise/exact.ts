/**
 * Exact fractions for excise tax: a rate (52.75 %), a cap ($0.4026) and a price per cigar ($8.00
 * / 20) multiply without a float ever holding money. Numerator and denominator are bigints, so no
 * product of cents, percents and counts overflows; a tax is rounded once, at the line's end.
 */
export interface Exact {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function exact(n: bigint | number, d: bigint | number = 1n): Exact {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError('An exact fraction cannot divide by zero');
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return { n: num / g, d: den / g };
}

/** A plain decimal such as '52.75' or '0.4026' as an exact fraction (the rules' text form). */
export function decimal(text: string): Exact {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  return exact(BigInt(`${sign}${whole}${fraction}`), 10n ** BigInt(fraction.length));
}

/** Cents from a rule's dollars text: '0.4026' → 40.26¢, exactly. */
export const centsOf = (dollars: string): Exact => times(decimal(dollars), exact(100));

/** A profile's measured number (pounds to the hundredth, ounces to the thousandth), exactly. */
export function measured(value: number, places: number): Exact {
  return decimal(value.toFixed(places));
}

export const plus = (a: Exact, b: Exact): Exact => exact(a.n * b.d + b.n * a.d, a.d * b.d);
export const times = (a: Exact, b: Exact): Exact => exact(a.n * b.n, a.d * b.d);
export const over = (a: Exact, b: Exact): Exact => exact(a.n * b.d, a.d * b.n);
export const compare = (a: Exact, b: Exact): number => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};
export const lesser = (a: Exact, b: Exact): Exact => (compare(a, b) <= 0 ? a : b);

/** Half away from zero to a whole number: 12.5¢ → 13¢ (decision 0288). */
export function roundHalfUp(value: Exact): bigint {
  const negative = value.n < 0n;
  const magnitude = negative ? -value.n : value.n;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  return negative ? -rounded : rounded;
}

/** The smallest whole number not below `value` (Texas counts "10 or a fraction of 10" whole). */
export function ceiling(value: Exact): bigint {
  const quotient = value.n / value.d;
  return value.n % value.d === 0n || value.n < 0n ? quotient : quotient + 1n;
}

/**
 * Dollars from an exact number of cents, for the explanation: at least two decimals, up to four
 * when the amount has them ($0.4026), more cut with an ellipsis ($3.3333…).
 */
export function dollarsText(cents: Exact): string {
  const dollars = over(cents, exact(100));
  const scaled = times(dollars, exact(10_000));
  const whole = scaled.n / scaled.d;
  const inexact = scaled.n % scaled.d !== 0n;
  const sign = whole < 0n ? '-' : '';
  const digits = (whole < 0n ? -whole : whole).toString().padStart(5, '0');
  const units = digits.slice(0, -4);
  let fraction = digits.slice(-4);
  if (!inexact) fraction = fraction.replace(/0{1,2}$/, '');
  return `${sign}$${units}.${fraction}${inexact ? '…' : ''}`;
}

/** A percent for the explanation: '52.75 %', '95 %'. */
export function percentText(percent: Exact): string {
  const scaled = times(percent, exact(10_000));
  const whole = scaled.n / scaled.d;
  const text = (Number(whole) / 10_000).toString();
  return `${text} %`;
}
