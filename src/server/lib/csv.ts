/** A value of a CSV cell: text, a number, or nothing (an empty cell). */
type CsvValue = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP's list: = + - @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it: quoted (inner quotes doubled) when it holds a quote, comma or
 * line break. Text that a spreadsheet would run as a formula gets a leading apostrophe first, so
 * `=HYPERLINK(…)` in a logged value opens as text.
 */
function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, ended by CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
