import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { CsvReadError, csvEmptyMessage, readCsv, readCsvRecords } from './read.js';

describe('reading CSV', () => {
  it('reads plain, quoted and doubled-quote fields with CRLF, and drops the byte order mark', () => {
    const text = '\uFEFFNumber,Name\r\n100,"Smoke, Inc."\r\n101,"Say ""hi"""\r\n';
    expect(readCsv(text)).toEqual({
      headers: ['Number', 'Name'],
      records: [
        { line: 2, cells: ['100', 'Smoke, Inc.'] },
        { line: 3, cells: ['101', 'Say "hi"'] },
      ],
    });
  });

  it('keeps line breaks inside quotes and counts lines as a person reads them', () => {
    const text = 'a,b\n"one\ntwo",x\n\nlast,y';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['one\ntwo', 'x'] },
      { line: 5, cells: ['last', 'y'] },
    ]);
  });

  it('reads lone CR line ends and trims the headers', () => {
    expect(readCsv(' A , B \r1,2\r')).toEqual({
      headers: ['A', 'B'],
      records: [{ line: 2, cells: ['1', '2'] }],
    });
  });

  it('reads back what the exports write', () => {
    const rows = [['x, y', 'line\nbreak', 'quote "q"', '']];
    expect(readCsv(toCsv(['h1', 'h2', 'h3', 'h4'], rows)).records[0]!.cells).toEqual([
      'x, y',
      'line\nbreak',
      'quote "q"',
      '',
    ]);
  });

  it('refuses an empty file and a quote never closed, saying which', () => {
    expect(() => readCsv('\uFEFF\r\n')).toThrow(new CsvReadError(csvEmptyMessage));
    expect(() => readCsv('a,b\n1,"open\n2,3')).toThrow(/line 2 is never closed/);
  });
});
