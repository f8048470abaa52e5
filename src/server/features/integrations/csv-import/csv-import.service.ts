import type { AdminJob } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import { CSV_ROW_FAILED, type CsvImportBody, type CsvPreview, type CsvRunBody } from '@shared/api/integrations/csv-import';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/lib/errors';
import { defineJob } from '@server/jobs/define-job';
import type { JobHandle } from '@server/jobs/run-job';
import { createClient, updateClient } from '@server/features/directory/clients/admin-directory.service';
import { createTalkingPoint, updateTalkingPoint } from '@server/features/directory/talking-points/talking-points.service';
import { invalidPlan, planRows, type RowPlan, type RowTarget } from './csv-plan';
import { type CheckedRow, checkRow, guessMapping, markRepeats, missingRequired, readCsv } from './csv-rows';

type ImportContext = Pick<AppContext, 'db' | 'bus' | 'config' | 'metrics'>;

/** How one row's write went: skipped is an update the admin did not choose. */
type RowOutcome = 'new' | 'updated' | 'unchanged' | 'skipped';

/** Rows planned and written between progress reports. */
const STEP = 25;

/** Reads and checks every row of the file with the given mapping (or the one guessed from its header); a row repeating an earlier one's profile is an error. */
function checkAll(body: CsvImportBody) {
  const { columns, rows } = readCsv(body.csv);
  const mapping = body.mapping ?? guessMapping(body.kind, columns);
  for (const index of Object.values(mapping))
    if (index !== null && index >= columns.length) throw badRequest(`The mapping names column ${index + 1}, but the file has ${columns.length}`);
  const missing = missingRequired(body.kind, mapping);
  const checked = markRepeats(
    rows.map((cells, i) => checkRow(body.kind, mapping, cells, i + 2, body.clearEmpty)),
    body.kind,
  );
  return { columns, mapping, checked, missing };
}

/**
 * The preview of an import: every row against what is stored now, as new, update (each changed
 * field old and new, and the version the run must be sent to apply it), unchanged or invalid (why).
 */
export async function previewImport(ctx: Pick<AppContext, 'db'>, body: CsvImportBody): Promise<CsvPreview> {
  const { columns, mapping, checked, missing } = checkAll(body);
  const plans = missing.length
    ? checked.map((c) => invalidPlan(c.row, [`Choose a column for ${missing.join(', ')}`]))
    : await planRows(ctx.db, body.kind, checked);
  const counts = { new: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const plan of plans) counts[plan.action]++;
  return { columns, mapping, clearEmpty: body.clearEmpty, total: plans.length, counts, rows: plans.map(({ target: _target, ...row }) => row) };
}

/**
 * Starts importing the file as a background job (kind csv-import, one at a time). Each row is
 * planned again against what is stored then: new rows are created; an update is written only
 * when `updates` names its row with the version the preview showed (a different version means the
 * stored values or the file changed since, and the row is refused); unchosen updates are skipped.
 * Each write is its own audited transaction, logged in the update log with source 'import';
 * invalid and refused rows are findings with their line and reason. 400 before starting when the
 * file can't be read or a required field has no column.
 */
export function startImport(ctx: ImportContext, user: SessionUser, body: CsvRunBody): Promise<AdminJob> {
  const { checked, missing } = checkAll(body);
  if (missing.length) throw badRequest(`Choose a column for ${missing.join(', ')}`);
  const chosen = new Map(body.updates.map((u) => [u.row, u.version]));
  return importJob.start(ctx, user, { body, checked, chosen });
}

/** The CSV import as a job: the file's rows as checked, and the updates chosen with their versions. */
const importJob = defineJob<ImportContext, { body: CsvRunBody; checked: CheckedRow[]; chosen: Map<number, string> }, Record<string, unknown>>({
  kind: 'csv-import',
  singleton: true,
  paramsOf: ({ body, checked, chosen }) => ({ kind: body.kind, rows: checked.length, clearEmpty: body.clearEmpty, updatesChosen: chosen.size }),
  run: (ctx, { body, checked, chosen }, job, user) => importRows(ctx, user!, job, body.kind, checked, chosen),
});

async function importRows(ctx: ImportContext, user: SessionUser, job: JobHandle, kind: CsvImportBody['kind'], rows: CheckedRow[], chosen: Map<number, string>) {
  const summary = { new: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
  await job.progress(0, rows.length, { ...summary });
  for (let i = 0; i < rows.length && !(await job.isCancelled()); i += STEP) {
    const failures: { row: number; message: string }[] = [];
    for (const plan of await planRows(ctx.db, kind, rows.slice(i, i + STEP))) {
      try {
        summary[await importRow(ctx, user, plan, chosen.get(plan.row))]++;
      } catch (error) {
        failures.push({ row: plan.row, message: error instanceof Error ? error.message : 'The row could not be written' });
      }
    }
    summary.failed += failures.length;
    if (failures.length) await job.addFindings(failures.map((detail) => ({ clientId: null, kind: CSV_ROW_FAILED, detail })));
    await job.progress(Math.min(i + STEP, rows.length), rows.length, { ...summary });
  }
  return summary;
}

/** Writes one row as planned; an update only with the version chosen in the preview. Throws why a row can't be written. */
async function importRow(ctx: ImportContext, user: SessionUser, plan: RowPlan, chosenVersion: string | undefined): Promise<RowOutcome> {
  if (plan.action === 'invalid') throw new Error(plan.errors.join('; '));
  if (plan.action === 'unchanged' || !plan.target) return 'unchanged';
  if (plan.action === 'update') {
    if (chosenVersion === undefined) return 'skipped';
    if (chosenVersion !== plan.version)
      throw new Error(`${plan.title} changed after the preview, so this row was not imported. Preview the file again to review the change.`);
  }
  await write(ctx, user, plan.target);
  return plan.action === 'new' ? 'new' : 'updated';
}

/** Creates or changes the client or talking point, through the service the console's forms use. */
async function write(ctx: ImportContext, user: SessionUser, target: RowTarget): Promise<void> {
  if (target.kind === 'clients') {
    if (target.id === null) await createClient(ctx, user, target.fields, 'import');
    else await updateClient(ctx, user, target.id, target.fields, 'import');
  } else if (target.id === null) await createTalkingPoint(ctx, user, target.clientId, target.fields, 'import');
  else await updateTalkingPoint(ctx, user, target.id, target.fields, 'import');
}
