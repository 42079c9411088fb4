import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read.js';
import { nameKey, streetKey, zipKey } from './license-list-match.js';
import {
  guessMapping,
  listDateOf,
  listKindOf,
  missingColumns,
  numberKey,
  readListRows,
} from './license-lists.js';

describe('a state list’s values', () => {
  it.each([
    ['2027-01-31', '2027-01-31'],
    ['01/31/2027', '2027-01-31'],
    ['1/5/2027', '2027-01-05'],
    ['01-31-2027', '2027-01-31'],
    ['2027/1/5', '2027-01-05'],
    ['2027-01-31 00:00:00', '2027-01-31'],
    ['', null],
    ['  ', null],
    ['13/45/2026', undefined],
    ['02/30/2027', undefined],
    ['31/01/2027', undefined],
    ['9999-12-31', undefined],
    ['soon', undefined],
  ])('reads the date %j as %j', (text, date) => {
    expect(listDateOf(text)).toBe(date);
  });

  it.each([
    ['Retailer', 'retailer'],
    ['Cigarette and Tobacco Products Retailer', 'retailer'],
    ['CIGAR RETAILER', 'cigar'],
    ['Other Tobacco Products', 'other-tobacco'],
    ['Wholesaler', 'distributor'],
    ['Distributor', 'distributor'],
    ['City license', 'local'],
    ['other-tobacco', 'other-tobacco'],
    ['Vending', null],
  ])('reads the kind %j as %j', (text, kind) => {
    expect(listKindOf(text)).toBe(kind);
  });

  it('compares numbers, names, streets and ZIP codes the way people write them differently', () => {
    expect(numberKey('100-1234 a')).toBe(numberKey('1001234A'));
    expect(nameKey('Leaf & Ash, LLC')).toBe(nameKey('LEAF AND ASH INC.'));
    expect(nameKey('Café Humo')).toBe(nameKey('CAFE HUMO'));
    expect(streetKey('45 Ocean Avenue, Ste 3')).toBe(streetKey('45 OCEAN AVE SUITE 3'));
    expect(streetKey('120 North Main Street #4')).toBe('120 n main st');
    expect(streetKey('Leaf & Ash LLC')).toBeNull();
    expect(zipKey('94110-1234')).toBe('94110');
  });
});

describe('reading a list with a mapping', () => {
  const file = readCsv(
    'Lic No,Name,Expires\n' +
      'A-1,One,01/31/2027\n' +
      ',No number,\n' +
      'A 1,Again,\n' +
      'B-2,Two,2027-02-30\n' +
      'C-3,Three,\n',
  );

  it('reports bad rows by line and keeps going', () => {
    const read = readListRows(file, { number: 'lic no', name: 'Name', expiresOn: 'Expires' });
    expect(read.entries.map((e) => [e.line, e.number, e.expiresOn])).toEqual([
      [2, 'A-1', '2027-01-31'],
      [6, 'C-3', null],
    ]);
    expect(read.problems).toEqual([
      { line: 3, message: 'No license number' },
      { line: 4, message: 'License A 1 is listed again (first on line 2); the first is used' },
      {
        line: 5,
        message: 'License B-2: the expiry date "2027-02-30" is not a date (use YYYY-MM-DD or MM/DD/YYYY)',
      },
    ]);
    expect(read.unreadNumbers).toEqual(['B-2']);
  });

  it('names the mapped columns a file lacks, and guesses a first mapping from the headers', () => {
    expect(missingColumns(file.headers, { number: 'Lic No', city: 'City' })).toEqual(['City']);
    expect(
      guessMapping(['License Number', 'DBA Name', 'Address', 'City', 'Zip Code', 'Expiration Date']),
    ).toEqual({
      number: 'License Number',
      name: 'DBA Name',
      address: 'Address',
      city: 'City',
      zip: 'Zip Code',
      expiresOn: 'Expiration Date',
    });
  });
});
