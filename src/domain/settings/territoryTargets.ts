import { z } from 'zod';

const target = z.object({
  firstQuarter: z.number().int().min(0).max(100000),
  year2024: z.number().int().min(0).max(100000),
});

/** Territory targets per region (customer stats grade table): a first-quarter and a 2024 target. */
export const territoryTargetsSchema = z.object({
  SW: target,
  NE: target,
  MW: target,
  RestOfUSA: target,
});

export const territoryTargetsDefault: z.infer<typeof territoryTargetsSchema> = {
  SW: { firstQuarter: 40, year2024: 160 },
  NE: { firstQuarter: 35, year2024: 140 },
  MW: { firstQuarter: 25, year2024: 100 },
  RestOfUSA: { firstQuarter: 30, year2024: 120 },
};
