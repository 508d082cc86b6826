import { csvCell, csvRow } from '../src/http/csv';

describe('CSV cells (RFC 4180, formula injection)', () => {
  it.each([
    ['plain', 'plain'],
    ['Blue Door Café', 'Blue Door Café'],
    ['Austin, TX', '"Austin, TX"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    // Issue #25: a ";"-splitting spreadsheet reads a quoted cell whole, and a formula after any separator is text.
    ['ok;fine', '"ok;fine"'],
    ['ok;=1+1', '"ok;\'=1+1"'],
    ['a,@SUM(A1)', '"a,\'@SUM(A1)"'],
    ['x\t-2+3', "x\t'-2+3"],
    ['line\n+1 555', '"line\n\'+1 555"'],
    ['5-3;2', '"5-3;2"'],
    // Issue #40: behind a zero-width space, a space or a NEL, a formula is still a formula.
    ['\u200B=1+1', "'\u200B=1+1"],
    [' =1+1', "' =1+1"],
    ['ok\u0085=1+1', "ok\u0085'=1+1"],
    ['a;\u200B@SUM(A1)', '"a;\'\u200B@SUM(A1)"'],
  ])('%j -> %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are, nothing for absent values, and ends a row with CRLF', () => {
    expect(csvRow([42, undefined, null, -5, 'a'])).toBe('42,,,-5,a\r\n');
  });
});
