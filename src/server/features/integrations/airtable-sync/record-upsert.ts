import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { type AuditRecord, insertAudits } from '@server/platform/audit/audit.repo';
import { auditActorOf } from '@server/platform/audit/audited-write';
import { touchClient } from '@server/features/directory/clients/client-writes';
import { type ContentChange, changedFields, recordContentChanges } from '@server/platform/update-log/content-changes';

/** What became of one record: written as new, updated, found unchanged, or refused with a reason. */
export type Outcome = 'new' | 'updated' | 'unchanged' | { failed: string };

/** How a section writes one kind of row from a record's fields (see upsertPage). */
export interface UpsertTarget<F extends object, R extends { id: number }> {
  /** The update log's and audit's name of the row kind ('client', 'video', …). */
  entityType: string;
  /** The client the row belongs to, for the update log (null: none, e.g. an episode without a guest). */
  clientOf(fields: F, row: R | undefined): { id: number | null; name: string };
  /** The fields an update writes (e.g. a client's slug is only set on insert). */
  forUpdate?(fields: F): Partial<F>;
  /** The row's current values of the written fields, when they are not columns of the row as such. */
  currentOf?(row: R): Record<string, unknown>;
  insert(tx: Tx, recordid: string, fields: F): Promise<{ id: number }>;
  /** Inserts several rows at once (a page's new ones), their ids in order; without it each is inserted alone. */
  insertAll?(tx: Tx, rows: { recordid: string; fields: F }[]): Promise<{ id: number }[]>;
  /** Writes the fields and the record id (which links a row adopted by the section). */
  update(tx: Tx, row: R, fields: Partial<F>, recordid: string): Promise<void>;
}

/** One record of a page: its id, its fields, and the row it is written over (none: a new row). */
export interface PageRecord<F extends object, R extends { id: number }> {
  recordid: string;
  fields: F;
  row: R | undefined;
}

/** A record's write as planned before its transaction: the values it writes, those it replaces, and the client it belongs to. */
interface PlannedWrite<F extends object, R extends { id: number }> extends PageRecord<F, R> {
  after: Record<string, unknown>;
  before: Record<string, unknown> | null;
  changed: string[];
  client: { id: number | null; name: string };
}

/** A failure's message, for the run's findings: the database's own words, not the statement it refused. */
export function failureOf(error: unknown): { failed: string } {
  const refused = error instanceof Error && error.message.startsWith('Failed query:') && error.cause instanceof Error ? error.cause : error;
  return { failed: (refused instanceof Error ? refused.message : String(refused)).slice(0, 500) };
}

/** What a record would write over its row; 'unchanged' when it has a row and no field differs. */
function planWrite<F extends object, R extends { id: number }>(target: UpsertTarget<F, R>, record: PageRecord<F, R>): PlannedWrite<F, R> | 'unchanged' {
  const { fields, row } = record;
  const after = (row && target.forUpdate ? target.forUpdate(fields) : fields) as Record<string, unknown>;
  const current = row ? (target.currentOf?.(row) ?? (row as Record<string, unknown>)) : null;
  const before = current ? Object.fromEntries(Object.keys(after).map((key) => [key, current[key] ?? null])) : null;
  const changed = changedFields(before, after);
  if (row && changed.length === 0) return 'unchanged';
  return { ...record, after, before, changed, client: target.clientOf(fields, row) };
}

/** Inserts the planned records that have no row, together when the target can (insertAll); their ids in order. */
async function insertNew<F extends object, R extends { id: number }>(
  tx: Tx,
  target: UpsertTarget<F, R>,
  plans: PlannedWrite<F, R>[],
): Promise<{ id: number }[]> {
  const fresh = plans.filter((plan) => !plan.row).map(({ recordid, fields }) => ({ recordid, fields }));
  if (target.insertAll) return target.insertAll(tx, fresh);
  const ids: { id: number }[] = [];
  for (const row of fresh) ids.push(await target.insert(tx, row.recordid, row.fields));
  return ids;
}

/**
 * Writes planned records in one transaction: each row (inserted, or updated with its record id),
 * the clients whose content they are marked changed (so a profile shows it at once; a client row
 * does so itself), then every update-log row (source 'sync') and audit entry together.
 */
async function writePlanned<F extends object, R extends { id: number }>(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser | null,
  target: UpsertTarget<F, R>,
  plans: PlannedWrite<F, R>[],
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const changes: ContentChange[] = [];
    const audits: AuditRecord[] = [];
    const touched = new Set<number>();
    const inserted = await insertNew(tx, target, plans);
    for (const plan of plans) {
      let id: number;
      if (plan.row) {
        await target.update(tx, plan.row, plan.after as Partial<F>, plan.recordid);
        id = plan.row.id;
      } else id = inserted.shift()!.id;
      const clientId = target.entityType === 'client' ? id : plan.client.id;
      if (clientId !== null && target.entityType !== 'client') touched.add(clientId);
      changes.push({ clientId, clientName: plan.client.name, entityType: target.entityType, entityId: id, before: plan.before, after: plan.after });
      audits.push({
        ...auditActorOf(user),
        action: `${target.entityType}.sync`,
        targetType: target.entityType,
        targetId: id,
        details: { recordid: plan.recordid, fields: plan.row ? plan.changed : Object.keys(plan.after) },
      });
    }
    for (const clientId of touched) await touchClient(tx, clientId);
    await recordContentChanges(tx, user, 'sync', changes);
    await insertAudits(tx, audits);
  });
}

/** Writes one record's fields over `row` (or as a new row when none) in its own transaction; nothing at all when no field changed. */
export async function upsertRecord<F extends object, R extends { id: number }>(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser | null,
  target: UpsertTarget<F, R>,
  record: PageRecord<F, R>,
): Promise<Outcome> {
  const plan = planWrite(target, record);
  if (plan === 'unchanged') return plan;
  try {
    await writePlanned(ctx, user, target, [plan]);
  } catch (error) {
    return failureOf(error);
  }
  return record.row ? 'updated' : 'new';
}

/**
 * Writes a page of records in one transaction (a statement or two a record, where a transaction
 * each cost seven): the rows, then their update-log rows and audit entries together; unchanged
 * records write nothing. When a write fails the page is rolled back and written again record by
 * record (upsertRecord), so only the record at fault is refused. Outcomes in the page's order.
 */
export async function upsertPage<F extends object, R extends { id: number }>(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser | null,
  target: UpsertTarget<F, R>,
  records: PageRecord<F, R>[],
): Promise<Outcome[]> {
  const plans = records.map((record) => planWrite(target, record));
  const writes = plans.filter((plan) => plan !== 'unchanged');
  try {
    if (writes.length > 0) await writePlanned(ctx, user, target, writes);
  } catch {
    const outcomes: Outcome[] = [];
    for (const record of records) outcomes.push(await upsertRecord(ctx, user, target, record));
    return outcomes;
  }
  return plans.map((plan) => (plan === 'unchanged' ? plan : plan.row ? 'updated' : 'new'));
}
