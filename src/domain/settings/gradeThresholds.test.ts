import { describe, expect, it } from 'vitest';
import { gradeOf } from '../customer-stats/rules.js';
import { gradeThresholdsDefault, gradeThresholdsSchema } from './gradeThresholds.js';

describe('grade thresholds setting', () => {
  it('defaults to the spec’s thresholds', () => {
    expect(gradeThresholdsDefault.grades.map((g) => g.skus)).toEqual([27, 23, 19, 14]);
    expect(gradeThresholdsSchema.safeParse(gradeThresholdsDefault).success).toBe(true);
  });

  it('refuses grades out of order or thresholds that do not fall', () => {
    const swapped = { grades: [...gradeThresholdsDefault.grades].reverse() };
    expect(gradeThresholdsSchema.safeParse(swapped).success).toBe(false);
    const flat = { grades: gradeThresholdsDefault.grades.map((g) => ({ ...g, skus: 10 })) };
    expect(gradeThresholdsSchema.safeParse(flat).success).toBe(false);
  });

  it('grades by the saved thresholds', () => {
    const lower = gradeThresholdsSchema.parse({
      grades: [
        { grade: 'A', skus: 20 },
        { grade: 'B', skus: 15 },
        { grade: 'C', skus: 10 },
        { grade: 'D', skus: 5 },
      ],
    });
    expect(gradeOf(20)).toBe('C');
    expect(gradeOf(20, lower.grades)).toBe('A');
    expect(gradeOf(4, lower.grades)).toBeNull();
  });
});
