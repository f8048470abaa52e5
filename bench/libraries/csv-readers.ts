import { CsvError, parse } from 'csv-parse/sync';
import { CsvParseError, parseCsv } from '../../src/server/lib/csv-parse';

/** Limits a reader enforces, as the CSV import passes them. */
export interface CsvLimits {
  maxRows: number;
  maxColumns: number;
}

/** A CSV reader under test: text to rows of cells, or a thrown error. */
export type CsvReader = (text: string, limits: CsvLimits) => string[][];

/**
 * csv-parse's options nearest ours: a leading BOM dropped, blank lines skipped, rows of any
 * length, a stray quote inside an unquoted cell kept as text, and CRLF, LF or CR ending any
 * record (by default it takes the first line's ending for the whole file).
 */
export const CSV_PARSE_OPTIONS = {
  bom: true,
  skip_empty_lines: true,
  relax_column_count: true,
  relax_quotes: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/**
 * csv-parse (sync) behind our interface: the limits checked per record as it reads, and its
 * errors turned into ours. For an unclosed quote it names the line where the file ended, so the
 * line after the last whole record is named instead: where the quote opened unless blank lines
 * or an earlier cell of that record come between.
 */
export const csvParseReader: CsvReader = (text, limits) => {
  let rows = 0;
  let lastLine = 0;
  try {
    return parse(text, {
      ...CSV_PARSE_OPTIONS,
      on_record: (record: string[], { lines }: { lines: number }) => {
        if (record.length > limits.maxColumns) throw new CsvParseError(`Line ${lines} has more than ${limits.maxColumns} columns`);
        lastLine = lines;
        if (++rows > limits.maxRows) throw new CsvParseError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows`);
        return record;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvParseError(`The quote opened on line ${lastLine + 1} is never closed`);
    throw error;
  }
};

/** The readers by name. */
export const CSV_READERS: Record<string, CsvReader> = { ours: parseCsv, 'csv-parse': csvParseReader };
