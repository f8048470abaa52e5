import { isDeepStrictEqual } from 'node:util';
import type { AdminJob } from '../../../shared/api/admin-jobs';
import type { SessionUser } from '../../../shared/api/auth';
import { CSV_ROW_FAILED, type CsvImportBody, type CsvPreview } from '../../../shared/api/csv-import';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { type JobHandle, startJob } from '../admin-jobs/admin-jobs.service';
import { createClient, getClient, updateClient } from '../admin-directory/admin-directory.service';
import { slugFrom } from '../admin-directory/slugs';
import { findClientBySlug } from '../clients/clients.repo';
import { createTalkingPoint, updateTalkingPoint } from '../talking-points/talking-points.service';
import * as repo from './csv-import.repo';
import { type CheckedRow, checkRow, guessMapping, missingRequired, type ParsedRow, readCsv } from './csv-rows';

type ImportContext = Pick<AppContext, 'db' | 'bus' | 'config' | 'metrics'>;

/** How one row's write went. */
type RowOutcome = 'new' | 'updated' | 'unchanged';

/** Rows written between progress reports. */
const STEP = 25;

/** Reads and checks every row of the file with the given mapping (or the one guessed from its header). */
function checkAll(body: CsvImportBody) {
  const { columns, rows } = readCsv(body.csv);
  const mapping = body.mapping ?? guessMapping(body.kind, columns);
  for (const index of Object.values(mapping)) if (index !== null && index >= columns.length) throw badRequest(`The mapping names column ${index + 1}, but the file has ${columns.length}`);
  const missing = missingRequired(body.kind, mapping);
  const checked = rows.map((cells, i) => checkRow(body.kind, mapping, cells, i + 2));
  return { columns, mapping, checked, missing };
}

const withoutParsed = ({ row, values, errors }: CheckedRow) => ({ row, values, errors });

/** The preview of an import: the header, the mapping, the first ten rows, the counts, and the first hundred rows with errors. */
export function previewImport(body: CsvImportBody): CsvPreview {
  const { columns, mapping, checked, missing } = checkAll(body);
  const problems = missing.length ? checked.map((c) => ({ ...c, errors: [`Choose a column for ${missing.join(', ')}`] })) : checked.filter((c) => c.errors.length > 0);
  return {
    columns,
    mapping,
    total: checked.length,
    valid: checked.length - problems.length,
    invalid: problems.length,
    preview: checked.slice(0, 10).map(withoutParsed),
    problems: problems.slice(0, 100).map(withoutParsed),
  };
}

/**
 * Starts importing the file as a background job (kind csv-import, one at a time): each valid row
 * is upserted in its own audited transaction, clients matched by record id or slug, talking
 * points by their client and title, and logged in the update log with source 'import'; invalid
 * rows and rows that fail are findings with their line and reason. 400 before starting when the
 * file can't be read or a required field has no column.
 */
export function startImport(ctx: ImportContext, user: SessionUser, body: CsvImportBody): Promise<AdminJob> {
  const { checked, missing } = checkAll(body);
  if (missing.length) throw badRequest(`Choose a column for ${missing.join(', ')}`);
  return startJob(ctx, user, 'csv-import', { kind: body.kind, rows: checked.length }, (job) => importRows(ctx, user, job, checked));
}

async function importRows(ctx: ImportContext, user: SessionUser, job: JobHandle, rows: CheckedRow[]) {
  const summary = { new: 0, updated: 0, unchanged: 0, failed: 0 };
  await job.progress(0, rows.length, { ...summary });
  for (let i = 0; i < rows.length && !(await job.isCancelled()); i += STEP) {
    const failures: { row: number; message: string }[] = [];
    for (const row of rows.slice(i, i + STEP)) {
      if (!row.parsed) {
        failures.push({ row: row.row, message: row.errors.join('; ') });
        continue;
      }
      try {
        summary[await importRow(ctx, user, row.parsed)]++;
      } catch (error) {
        failures.push({ row: row.row, message: error instanceof Error ? error.message : 'The row could not be written' });
      }
    }
    summary.failed += failures.length;
    if (failures.length) await job.addFindings(failures.map((detail) => ({ clientId: null, kind: CSV_ROW_FAILED, detail })));
    await job.progress(Math.min(i + STEP, rows.length), rows.length, { ...summary });
  }
  return summary;
}

/** Writes one valid row: creates what is new, changes only the fields that differ, leaves the same alone. */
async function importRow(ctx: ImportContext, user: SessionUser, parsed: ParsedRow): Promise<RowOutcome> {
  if (parsed.kind === 'clients') {
    const fields = parsed.fields;
    const id = await repo.findClientId(ctx.db, { recordid: fields.recordid ?? null, slug: fields.slug ?? slugFrom(fields.name) });
    if (id === undefined) {
      await createClient(ctx, user, fields, 'import');
      return 'new';
    }
    const current = (await getClient(ctx, id)) as unknown as Record<string, unknown>;
    const changed = Object.fromEntries(Object.entries(fields).filter(([key, value]) => !isDeepStrictEqual(current[key] ?? null, value ?? null)));
    if (Object.keys(changed).length === 0) return 'unchanged';
    await updateClient(ctx, user, id, changed, 'import');
    return 'updated';
  }
  const { clientSlug, talkingPointTitle, talkingPointFull } = parsed.fields;
  const client = await findClientBySlug(ctx.db, clientSlug, true);
  if (!client) throw badRequest(`No profile has the slug ${clientSlug}`);
  const existing = await repo.findTalkingPointByTitle(ctx.db, client.id, talkingPointTitle);
  if (!existing) {
    await createTalkingPoint(ctx, user, client.id, { talkingPointTitle, talkingPointFull }, 'import');
    return 'new';
  }
  if (existing.talkingPointFull === talkingPointFull) return 'unchanged';
  await updateTalkingPoint(ctx, user, existing.id, { talkingPointTitle, talkingPointFull }, 'import');
  return 'updated';
}
