import { describe, expect, it } from 'vitest';
import { csvHeader, csvLine, escapeCell, toCsv, utf8Bom } from './csv.js';

describe('CSV cells', () => {
  it.each([
    { value: 'plain', cell: 'plain' },
    { value: '=SUM(A1:A2)', cell: "'=SUM(A1:A2)" },
    { value: '+1 555', cell: "'+1 555" },
    { value: '-5', cell: "'-5" },
    { value: '@cmd', cell: "'@cmd" },
    { value: '\tTab', cell: "'\tTab" },
    { value: '\rCR', cell: `"'\rCR"` },
    { value: 'a, b', cell: '"a, b"' },
    { value: 'say "hi"', cell: '"say ""hi"""' },
    { value: 'two\nlines', cell: '"two\nlines"' },
    { value: '=1,2', cell: `"'=1,2"` },
    { value: -5, cell: '-5' },
    { value: 12, cell: '12' },
    { value: true, cell: 'true' },
    { value: null, cell: '' },
    { value: undefined, cell: '' },
  ])('$value → $cell', ({ value, cell }) => {
    expect(escapeCell(value)).toBe(cell);
  });

  it('starts a file with the UTF-8 byte order mark so spreadsheets read accents', () => {
    const file = toCsv(['Customer'], [['Café Habana']]);
    expect(file).toBe('\uFEFFCustomer\r\nCafé Habana\r\n');
    expect(new TextEncoder().encode(file).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csvHeader(['Tag', 'Count'])).toBe(`${utf8Bom}Tag,Count\r\n`);
  });

  it('keeps neutralising formulas in a file with the byte order mark', () => {
    expect(toCsv(['Subject'], [['=HYPERLINK("x")']])).toBe(`${utf8Bom}Subject\r\n"'=HYPERLINK(""x"")"\r\n`);
  });

  it('writes lines with CRLF and a header', () => {
    expect(csvLine(['a', 1])).toBe('a,1\r\n');
    expect(
      toCsv(
        ['Tag', 'Count'],
        [
          ['Call', 3],
          ['(No Tag)', 1],
        ],
      ),
    ).toBe(`${utf8Bom}Tag,Count\r\nCall,3\r\n(No Tag),1\r\n`);
  });
});
