import { describe, expect, it } from 'vitest';
import { censusBatchFile, censusMatches } from './census.js';

describe('the Census batch file', () => {
  it.each([
    [
      'a shop with a street and a ZIP+4',
      { addr1: '4600 Silver Hill Rd', city: 'Washington', state: 'DC', postalCode: '20233-0001' },
      '"C-1","4600 Silver Hill Rd","Washington","DC","20233"',
    ],
    [
      'quotes and a line break in the street',
      { addr1: 'Suite "B"\n12 Main St', city: 'Tampa', state: 'FL', postalCode: '33602' },
      '"C-1","Suite ""B"" 12 Main St","Tampa","FL","33602"',
    ],
    ['no street: nothing to ask', { addr1: ' ', city: 'Tampa', state: 'FL', postalCode: '33602' }, ''],
    [
      'no ZIP code: nothing to ask',
      { addr1: '12 Main St', city: 'Tampa', state: 'FL', postalCode: 'N/A' },
      '',
    ],
  ])('%s', (_, address, file) => {
    expect(censusBatchFile([{ id: 'C-1', address }])).toBe(file);
  });
});

describe('the Census answer', () => {
  it.each([
    [
      'an exact match, longitude first',
      '"C-1","4600 Silver Hill Rd, Washington, DC, 20233","Match","Exact","4600 SILVER HILL RD, WASHINGTON, DC, 20233","-76.92744,38.845985","613199520","L"',
      { 'C-1': { latitude: 38.845985, longitude: -76.92744 } },
    ],
    [
      'a non-exact match',
      '"C-2","12 Main St, Tampa, FL, 33602","Match","Non_Exact","12 MAIN ST, TAMPA, FL, 33602","-82.4572,27.9506","1","R"',
      { 'C-2': { latitude: 27.9506, longitude: -82.4572 } },
    ],
    ['no match', '"C-3","1 Nowhere Rd, Tampa, FL, 33602","No_Match"', {}],
    ['a tie', '"C-4","1 Main St, Springfield, IL, 62701","Tie"', {}],
    ['a position that is not one', '"C-5","x","Match","Exact","x","nowhere","1","L"', {}],
    ['a position outside the United States', '"C-6","x","Match","Exact","x","2.35,48.85","1","L"', {}],
    ['an empty answer', '', {}],
  ])('%s', (_, answer, places) => {
    expect(Object.fromEntries(censusMatches(answer))).toEqual(places);
  });

  it('reads a whole answer, in any order and with Windows line ends', () => {
    const answer = [
      '"B","2 Oak St, Miami, FL, 33101","Match","Exact","2 OAK ST, MIAMI, FL, 33101","-80.19,25.77","2","L"',
      '"A","1 Elm St, Miami, FL, 33101","No_Match"',
    ].join('\r\n');
    expect([...censusMatches(answer).keys()]).toEqual(['B']);
  });
});
