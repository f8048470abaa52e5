import { z } from 'zod';
import { adminClientCreate } from '@shared/api/directory/clients/admin-directory';
import { CSV_FIELDS, CSV_IMPORT_LIMITS, type CsvImportKind, type CsvMapping } from '@shared/api/integrations/csv-import';
import { talkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { badRequest } from '@server/lib/errors';
import { CsvParseError, parseCsv } from '@server/lib/csv-parse';
import { slugFrom } from '@server/features/directory/clients/slugs';

/** A talking point row: its client's slug, title and full text (left out when its cell is empty and kept). */
const talkingPointRow = talkingPointBody.extend({
  clientSlug: z.string().trim().min(1, 'Enter the client’s slug').max(200),
  talkingPointFull: talkingPointBody.shape.talkingPointFull.unwrap().optional(),
});

/** What a valid row imports: only the fields its cells fill (or clear, when asked). */
export type ParsedRow = { kind: 'clients'; fields: z.output<typeof adminClientCreate> } | { kind: 'talking-points'; fields: z.output<typeof talkingPointRow> };

/** A data row as checked: its line, what is wrong with it, and what it imports when nothing is. */
export interface CheckedRow {
  row: number;
  errors: string[];
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
const NO = /^(false|no|n|0)$/i;

/** What an empty cell stores when empty cells clear: nothing, an empty text, no categories, not featured. */
const CLEARED: Record<string, unknown> = { headline: '', narrativeBio: '', sampleQuestions: '', talkingPointFull: '', featured: false, goaCategories: [] };
/** Fields an empty cell never clears: the name is required, and the slug says which profile the row is. */
const NEVER_CLEARED = new Set(['name', 'slug', 'clientSlug', 'talkingPointTitle']);

/** An empty cell: left out (the stored value stays), or the field's cleared value when asked; a required field stays for its check. */
function emptyCell(field: string, clearEmpty: boolean): { value: unknown } | undefined {
  if (NEVER_CLEARED.has(field)) return field === 'slug' ? undefined : { value: '' };
  return clearEmpty ? { value: field in CLEARED ? CLEARED[field] : null } : undefined;
}

/** A client row's values as the directory's create schema takes them (yes/no, lists split on ; or ,). */
function clientInput(values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'featured') input.featured = YES.test(value.trim()) ? true : NO.test(value.trim()) ? false : value;
    else if (field === 'goaCategories')
      input.goaCategories = value
        .split(/[;,]/)
        .map((c) => c.trim())
        .filter(Boolean);
    else input[field] = value;
  }
  return input;
}

/** A field's label in the kind's columns ('narrativeBio' → 'Bio'). */
const labelOf = (kind: CsvImportKind, field: string) => CSV_FIELDS[kind].find((f) => f.field === field)?.label ?? field;

/** A check's message in plain words, led by the field's label ('Website: Enter an http(s) address'). */
function plainError(kind: CsvImportKind, issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? String(issue.path[0]) : '';
  if (!field) return issue.message;
  const label = labelOf(kind, field);
  return issue.message.startsWith(field) ? `${label}${issue.message.slice(field.length)}` : `${label}: ${issue.message}`;
}

/** Checks one data row (its line `row` in the file) against the kind's fields; empty cells are left out unless `clearEmpty`. */
export function checkRow(kind: CsvImportKind, mapping: CsvMapping, cells: string[], row: number, clearEmpty: boolean): CheckedRow {
  const values: Record<string, string> = {};
  const cleared: Record<string, unknown> = {};
  for (const [field, index] of Object.entries(mapping)) {
    if (index === null) continue;
    const cell = cells[index] ?? '';
    if (cell.trim() !== '') values[field] = cell;
    else {
      const empty = emptyCell(field, clearEmpty);
      if (empty) cleared[field] = empty.value;
    }
  }
  const input = kind === 'clients' ? { ...clientInput(values), ...cleared } : { ...values, ...cleared };
  const parsed = kind === 'clients' ? adminClientCreate.safeParse(input) : talkingPointRow.safeParse(input);
  if (!parsed.success) return { row, errors: parsed.error.issues.map((issue) => plainError(kind, issue)) };
  return { row, errors: [], parsed: { kind, fields: parsed.data } as ParsedRow };
}

/** The keys that say which profile or talking point a valid row is about, for finding repeats in one file. */
function keysOf(parsed: ParsedRow): string[] {
  if (parsed.kind === 'talking-points') return [`${parsed.fields.clientSlug}\n${parsed.fields.talkingPointTitle.toLowerCase()}`];
  const { recordid, slug, name } = parsed.fields;
  return [...(recordid ? [`record:${recordid}`] : []), `slug:${slug ?? slugFrom(name)}`];
}

/** Marks a row that names the same profile (or talking point) as an earlier row: only the first one imports. */
export function markRepeats(rows: CheckedRow[], kind: CsvImportKind): CheckedRow[] {
  const firstRow = new Map<string, number>();
  const what = kind === 'clients' ? 'profile' : 'talking point';
  return rows.map((checked) => {
    if (!checked.parsed) return checked;
    const keys = keysOf(checked.parsed);
    const earlier = keys.map((key) => firstRow.get(key)).find((row) => row !== undefined);
    if (earlier !== undefined) return { row: checked.row, errors: [`Same ${what} as row ${earlier}: only the first is imported`] };
    for (const key of keys) firstRow.set(key, checked.row);
    return checked;
  });
}
