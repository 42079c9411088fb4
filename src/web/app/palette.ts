import type { MantineColorsTuple } from '@mantine/core';

/** WCAG 2.2 AA: body text needs 4.5:1 against what it sits on (SC 1.4.3). */
export const textContrast = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour itself when it already has the contrast, else the least darkened shade of it that does. */
export function darkenUntil(color: string, backgrounds: string[], ratio = textContrast): string {
  const rgb = rgbOf(color);
  for (let step = 0; step <= 100; step += 2) {
    const candidate = hexOf(rgb.map((c) => c * (1 - step / 100)) as Rgb);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine draws text, outlines and filled backgrounds (white text) from shades 6–9 and light badges
 * as shade 9 on shade 1. Those shades are darkened just enough for AA; the pale shades stay as they are.
 */
export function accessiblePalette(colors: MantineColorsTuple): MantineColorsTuple {
  const shades = [...colors];
  const [light0, light1] = [colors[0], colors[1]];
  for (const index of [6, 7, 8, 9] as const) {
    const previous = index > 6 ? shades[index - 1]! : '#ffffff';
    const darkEnough = darkenUntil(colors[index], ['#ffffff', light0, light1]);
    // A shade never ends up lighter than the one before it, so the scale still runs light to dark.
    shades[index] = relativeLuminance(darkEnough) <= relativeLuminance(previous) ? darkEnough : previous;
  }
  return shades as unknown as MantineColorsTuple;
}
