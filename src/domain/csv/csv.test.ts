import { describe, expect, it } from 'vitest';
import { csvLine, escapeCell, toCsv } from './csv.js';

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
    ).toBe('Tag,Count\r\nCall,3\r\n(No Tag),1\r\n');
  });
});
