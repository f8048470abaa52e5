import { z } from 'zod';

/** What a CSV may import: clients, or talking points (each tied to a client by its slug). */
const CSV_IMPORT_KINDS = ['clients', 'talking-points'] as const;
export type CsvImportKind = (typeof CSV_IMPORT_KINDS)[number];

/** The fields a column may fill, per kind, with their labels; the required ones first. */
export const CSV_FIELDS: Record<CsvImportKind, readonly { field: string; label: string; required?: boolean }[]> = {
  clients: [
    { field: 'name', label: 'Name', required: true },
    { field: 'slug', label: 'Slug' },
    { field: 'recordid', label: 'Record id' },
    { field: 'headline', label: 'Headline' },
    { field: 'narrativeBio', label: 'Bio' },
    { field: 'featured', label: 'Featured' },
    { field: 'goaCategories', label: 'Categories' },
    { field: 'sampleQuestions', label: 'Sample questions' },
    { field: 'websiteUrl', label: 'Website' },
    { field: 'linkedinUrl', label: 'LinkedIn' },
    { field: 'instagramUrl', label: 'Instagram' },
    { field: 'facebookUrl', label: 'Facebook' },
    { field: 'youtubeUrl', label: 'YouTube' },
    { field: 'bookUrl', label: 'Book' },
    { field: 'profileImage', label: 'Photo address' },
  ],
  'talking-points': [
    { field: 'clientSlug', label: 'Client slug', required: true },
    { field: 'talkingPointTitle', label: 'Title', required: true },
    { field: 'talkingPointFull', label: 'Full text' },
  ],
};

/** Limits of an import: the text, its rows and columns. */
export const CSV_IMPORT_LIMITS = { maxChars: 4_000_000, maxRows: 10_000, maxColumns: 100 } as const;

/** Which column (0-based) fills each field; a field left out (or null) is not imported. */
const csvMapping = z.record(
  z.string().max(40),
  z
    .number()
    .int()
    .min(0)
    .max(CSV_IMPORT_LIMITS.maxColumns - 1)
    .nullable(),
);
export type CsvMapping = z.infer<typeof csvMapping>;

/** How many update rows one run may confirm (every row of the largest file). */
const MAX_CONFIRMED = CSV_IMPORT_LIMITS.maxRows;

/** POST /api/admin/csv-import/preview body: the kind, the file's text, the mapping (to change the guess), and whether empty cells clear stored values. */
export const csvImportBody = z.object({
  kind: z.enum(CSV_IMPORT_KINDS),
  csv: z.string().min(1, 'The file is empty').max(CSV_IMPORT_LIMITS.maxChars, 'The file is larger than 4 MB'),
  mapping: csvMapping.optional(),
  /** Off (the default): an empty cell keeps the stored value. On: it clears it. */
  clearEmpty: z.boolean({ error: 'Choose whether empty cells clear stored values' }).default(false),
});
export type CsvImportBody = z.infer<typeof csvImportBody>;

const AGAIN = 'Preview the file again before importing';

/** An update the admin chose in the preview: its line in the file and the version the preview showed. */
const csvConfirmedUpdate = z.object(
  {
    row: z
      .number({ error: 'Name each update by its row number' })
      .int('Name each update by its row number')
      .min(2, 'Row 1 is the header, not an update')
      .max(CSV_IMPORT_LIMITS.maxRows + 1, 'No file has that many rows'),
    version: z.string({ error: AGAIN }).regex(/^[0-9a-f]{32}$/, AGAIN),
  },
  { error: 'Each chosen update needs its row and version' },
);

/** POST /api/admin/csv-import/run body: the preview's body, and the updates chosen (an update not listed is left alone). */
export const csvRunBody = csvImportBody.extend({
  updates: z
    .array(csvConfirmedUpdate, { error: 'The chosen updates must be a list' })
    .max(MAX_CONFIRMED, 'Too many updates')
    .refine((list) => new Set(list.map((u) => u.row)).size === list.length, 'Each row may be chosen only once')
    .default([]),
});
export type CsvRunBody = z.infer<typeof csvRunBody>;

/** What a row would do: add, update (only when chosen), nothing (already the same), or nothing (it can't be imported). */
const CSV_ROW_ACTIONS = ['new', 'update', 'unchanged', 'invalid'] as const;

/** One field a row sets or changes, as text: its label, the stored value ('' for none) and the imported one ('' when cleared). */
const csvFieldChange = z.object({ field: z.string(), label: z.string(), before: z.string(), after: z.string() });
export type CsvFieldChange = z.infer<typeof csvFieldChange>;

/** One data row as it would import. */
const csvRowPlan = z.object({
  /** Its line in the file (the header is line 1). */
  row: z.number().int(),
  action: z.enum(CSV_ROW_ACTIONS),
  /** The client's name, or the talking point's title. */
  title: z.string(),
  /** The profile's address, or the talking point's client. */
  subtitle: z.string(),
  /** A new row: the fields it sets. An update: the fields it changes, old and new. */
  changes: z.array(csvFieldChange),
  /** An update's version: a fingerprint of the stored values and changes shown, which the run must be sent to apply it. */
  version: z.string().nullable(),
  /** Why a row can't be imported, in plain words. */
  errors: z.array(z.string()),
});
export type CsvRowPlan = z.infer<typeof csvRowPlan>;

/** The preview: the header, the mapping used, how many rows do what, and every row's plan. */
export const csvPreview = z.object({
  columns: z.array(z.string()),
  mapping: csvMapping,
  clearEmpty: z.boolean(),
  total: z.number().int(),
  counts: z.object({ new: z.number().int(), update: z.number().int(), unchanged: z.number().int(), invalid: z.number().int() }),
  rows: z.array(csvRowPlan),
});
export type CsvPreview = z.infer<typeof csvPreview>;

/** The findings kind of a row an import could not write (detail: row, message). */
export const CSV_ROW_FAILED = 'row-failed';
