import { z } from 'zod';
import { adminClientCreate } from '../../../shared/api/admin-directory';
import { CSV_FIELDS, CSV_IMPORT_LIMITS, type CsvImportKind, type CsvMapping, type CsvRowCheck } from '../../../shared/api/csv-import';
import { talkingPointBody } from '../../../shared/api/talking-points';
import { badRequest } from '../../lib/errors';
import { CsvParseError, parseCsv } from '../../lib/csv-parse';

/** A talking point row: its client's slug, title and full text. */
const talkingPointRow = talkingPointBody.extend({ clientSlug: z.string().trim().min(1, 'Enter the client’s slug').max(200) });

/** What a valid row imports. */
export type ParsedRow = { kind: 'clients'; fields: z.output<typeof adminClientCreate> } | { kind: 'talking-points'; fields: z.output<typeof talkingPointRow> };

/** A row as checked: its values and errors, and what it imports when it has no errors. */
export interface CheckedRow extends CsvRowCheck {
  parsed?: ParsedRow;
}

/** The CSV's header and data rows; a 400 naming the problem when it can't be read or has no data rows. */
export function readCsv(text: string): { columns: string[]; rows: string[][] } {
  let all: string[][];
  try {
    all = parseCsv(text, { maxRows: CSV_IMPORT_LIMITS.maxRows + 1, maxColumns: CSV_IMPORT_LIMITS.maxColumns });
  } catch (error) {
    if (error instanceof CsvParseError) throw badRequest(error.message);
    throw error;
  }
  const [columns, ...rows] = all;
  if (!columns || rows.length === 0) throw badRequest('The file needs a header row and at least one data row');
  return { columns: columns.map((c) => c.trim()), rows };
}

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping guessed from the header: a column named like a field or its label fills it. */
export function guessMapping(kind: CsvImportKind, columns: string[]): CsvMapping {
  const names = columns.map(normal);
  return Object.fromEntries(
    CSV_FIELDS[kind].map(({ field, label }) => {
      const index = names.findIndex((name) => name === normal(field) || name === normal(label));
      return [field, index >= 0 ? index : null];
    }),
  );
}

/** The fields a mapping leaves out that the kind needs; a 400 when a mapping names an unknown field. */
export function missingRequired(kind: CsvImportKind, mapping: CsvMapping): string[] {
  const known = new Set(CSV_FIELDS[kind].map((f) => f.field));
  const unknown = Object.keys(mapping).filter((field) => !known.has(field));
  if (unknown.length) throw badRequest(`Unknown field in the mapping: ${unknown.join(', ')}`);
  return CSV_FIELDS[kind].filter((f) => f.required && (mapping[f.field] ?? null) === null).map((f) => f.label);
}

const YES = /^(true|yes|y|1|x)$/i;
const NO = /^(false|no|n|0|)$/i;

/** A client row's values as the directory's create schema takes them (yes/no, lists split on ; or ,, blanks left out). */
function clientInput(values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'featured') input.featured = YES.test(value.trim()) ? true : NO.test(value.trim()) ? false : value;
    else if (field === 'goaCategories')
      input.goaCategories = value
        .split(/[;,]/)
        .map((c) => c.trim())
        .filter(Boolean);
    else if (value.trim() !== '' || field === 'name') input[field] = value;
  }
  return input;
}

/** Checks one data row (its line `row` in the file) against the kind's fields. */
export function checkRow(kind: CsvImportKind, mapping: CsvMapping, cells: string[], row: number): CheckedRow {
  const values: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping)) if (index !== null) values[field] = cells[index] ?? '';
  const parsed = kind === 'clients' ? adminClientCreate.safeParse(clientInput(values)) : talkingPointRow.safeParse(values);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const field = issue.path.length ? String(issue.path[0]) : '';
      return !field || issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
    });
    return { row, values, errors };
  }
  return { row, values, errors: [], parsed: { kind, fields: parsed.data } as ParsedRow };
}
