/** Why a CSV text could not be read, with the line it stopped at. */
export class CsvParseError extends Error {}

/**
 * Reads CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF line
 * ends, a leading byte-order mark) into rows of cells. Blank lines are skipped. Throws
 * CsvParseError for an unterminated quote, or past `maxRows` rows or `maxColumns` cells in a row.
 */
export function parseCsv(text: string, limits: { maxRows: number; maxColumns: number }): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
    if (row.length > limits.maxColumns) throw new CsvParseError(`Line ${line} has more than ${limits.maxColumns} columns`);
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    if (rows.length > limits.maxRows) throw new CsvParseError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows`);
    row = [];
  };
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvParseError(`The quote opened on line ${quoteLine} is never closed`);
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
