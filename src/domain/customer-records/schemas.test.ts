import { describe, expect, it } from 'vitest';
import { birthdayYears, contactInputSchema, daysInMonth, descriptionInputSchema } from './schemas.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('daysInMonth', () => {
  it.each([
    [1, 2023, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [2, null, 29],
    [4, 2020, 30],
    [12, 1999, 31],
  ])('month %i of %s has %i days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
});

describe('birthday years', () => {
  it('run from 2020 down 100 years', () => {
    expect(birthdayYears).toHaveLength(100);
    expect(birthdayYears[0]).toBe(2020);
    expect(birthdayYears[99]).toBe(1921);
  });
});

describe('contact rules', () => {
  const valid = { firstName: 'Ana', position: 'Owner' };
  it.each([
    [{ ...valid, firstName: '  ' }, 'First Name is required'],
    [{ position: 'Owner' }, 'First Name is required'],
    [{ ...valid, firstName: 'x'.repeat(61) }, 'First Name must be at most 60 characters'],
    [{ ...valid, middleName: 'x'.repeat(61) }, 'Middle Name must be at most 60 characters'],
    [{ ...valid, lastName: 'x'.repeat(61) }, 'Last Name must be at most 60 characters'],
    [{ firstName: 'Ana' }, 'Position is required'],
    [{ ...valid, position: 'Boss' }, 'Position is required'],
    [{ ...valid, email: `${'x'.repeat(55)}@a.com` }, 'Email must be at most 60 characters'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email'],
    [{ ...valid, about: 'x'.repeat(901) }, 'About Contact must be at most 900 characters'],
    [
      { ...valid, birthday: { month: 2, day: 30, year: null } },
      'That day does not exist in the chosen month',
    ],
    [
      { ...valid, birthday: { month: 2, day: 29, year: 2019 } },
      'That day does not exist in the chosen month',
    ],
    [{ ...valid, birthday: { month: 4, day: 31 } }, 'That day does not exist in the chosen month'],
    [{ ...valid, birthday: { month: 5, day: 1, year: 1900 } }, 'Please choose a year from the list'],
  ])('contact case %# → %s', (input, message) => {
    expect(firstMessage(contactInputSchema.safeParse(input))).toBe(message);
  });

  it('accepts a full contact and normalises empty optionals to null', () => {
    const parsed = contactInputSchema.parse({
      ...valid,
      middleName: '',
      email: 'ana@shop.test',
      birthday: { month: 2, day: 29, year: 2020 },
      about: 'Buys on Fridays',
    });
    expect(parsed).toEqual({
      firstName: 'Ana',
      middleName: null,
      lastName: null,
      position: 'Owner',
      telephone: null,
      email: 'ana@shop.test',
      birthday: { month: 2, day: 29, year: 2020 },
      about: 'Buys on Fridays',
    });
  });
});

describe('description rules', () => {
  it.each([
    ['', 'Description is required'],
    ['   ', 'Description is required'],
    ['x'.repeat(2001), 'Description must be at most 2000 characters'],
    ['x'.repeat(2000), null],
    ['Prefers maduro wrappers', null],
  ])('description case %# → %s', (text, message) => {
    expect(firstMessage(descriptionInputSchema.safeParse({ text }))).toBe(message);
  });
});
