import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessiblePalette, contrastRatio, darkenUntil, textContrast } from './palette';
import { theme } from './theme';

describe('contrastRatio', () => {
  it('matches the WCAG figures for black, white and Mantine’s dimmed grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('darkenUntil', () => {
  it('keeps a colour that already has the contrast', () => {
    expect(darkenUntil('#343a40', ['#ffffff'])).toBe('#343a40');
  });

  it('darkens a pale colour just past the ratio', () => {
    const darker = darkenUntil('#868e96', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(textContrast);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5.2);
  });
});

describe('the theme’s palettes', () => {
  const palettes = Object.entries(theme.colors ?? {});

  it('covers every Mantine colour and the tobacco brown', () => {
    expect(palettes.map(([name]) => name).sort()).toEqual(
      [...Object.keys(DEFAULT_THEME.colors), 'tobacco'].sort(),
    );
  });

  it.each(palettes)(
    '%s: text shades 6–9 read at AA on white and on its light backgrounds',
    (_name, shades) => {
      for (const shade of shades!.slice(6)) {
        for (const background of ['#ffffff', shades![0], shades![1]]) {
          expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(textContrast);
        }
      }
    },
  );

  it('leaves the pale shades, the backgrounds, as Mantine has them', () => {
    expect(accessiblePalette(DEFAULT_THEME.colors.red).slice(0, 6)).toEqual(
      DEFAULT_THEME.colors.red.slice(0, 6),
    );
  });
});
