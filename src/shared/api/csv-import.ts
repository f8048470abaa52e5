import { z } from 'zod';

/** What a CSV may import: clients, or talking points (each tied to a client by its slug). */
export const CSV_IMPORT_KINDS = ['clients', 'talking-points'] as const;
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
export const csvMapping = z.record(z.string().max(40), z.number().int().min(0).max(CSV_IMPORT_LIMITS.maxColumns - 1).nullable());
export type CsvMapping = z.infer<typeof csvMapping>;

/** POST /api/admin/csv-import/preview and /run body: the kind, the file's text, and (to run, or to change the guess) the mapping. */
export const csvImportBody = z.object({
  kind: z.enum(CSV_IMPORT_KINDS),
  csv: z.string().min(1, 'The file is empty').max(CSV_IMPORT_LIMITS.maxChars, 'The file is larger than 4 MB'),
  mapping: csvMapping.optional(),
});
export type CsvImportBody = z.infer<typeof csvImportBody>;

/** One data row as mapped: its line in the file, its values by field, and what is wrong with it. */
export const csvRowCheck = z.object({ row: z.number().int(), values: z.record(z.string(), z.string()), errors: z.array(z.string()) });
export type CsvRowCheck = z.infer<typeof csvRowCheck>;

/** The preview: the header, the mapping used, the first rows, counts, and the rows that would fail. */
export const csvPreview = z.object({
  columns: z.array(z.string()),
  mapping: csvMapping,
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  preview: z.array(csvRowCheck),
  /** The first 100 rows with errors. */
  problems: z.array(csvRowCheck),
});
export type CsvPreview = z.infer<typeof csvPreview>;

/** The findings kind of a row an import could not write (detail: row, message). */
export const CSV_ROW_FAILED = 'row-failed';
