import { describe, expect, it } from 'vitest';
import { contrastRatio, textContrast } from '../../../app/palette';
import { statusOrder, statusStyle } from './status';

describe('the map’s status colours', () => {
  it.each(statusOrder)('%s: the count on its group reads at AA (4.5:1)', (status) => {
    const { colour, text } = statusStyle[status];
    expect(contrastRatio(text, colour)).toBeGreaterThanOrEqual(textContrast);
  });
});
