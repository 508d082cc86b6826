// CSV as RFC 4180 writes it (CRLF line ends, fields with a separator, quote or line break in
// double quotes, quotes doubled), with spreadsheet formula injection neutralised.

/**
 * Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"), also behind
 * spaces and invisible characters some spreadsheets skip (a zero-width space, NEL: issue #40).
 */
const FORMULA_START = /^[\s\p{Cf}\u0085]*[=+\-@\t\r]/u;
/**
 * A formula start right after a separator some spreadsheet splits on (comma, semicolon in
 * European locales, tab, line break): `ok;=1+1` is two cells there, the second a formula (issue #25).
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n\u0085\u2028\u2029])(?=[\s\p{Cf}\u0085]*[=+\-@])/gu;
const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;

/** One cell: each part that would start like a formula gets a leading apostrophe, so it shows as text. */
export function csvCell(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | undefined | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
