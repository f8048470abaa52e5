import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { CSV_FIELDS, type CsvFieldChange, type CsvImportKind, type CsvRowPlan } from '@shared/api/integrations/csv-import';
import type { DbOrTx } from '@server/db/client';
import { slugFrom } from '@server/features/directory/clients/slugs';
import * as repo from './csv-import.repo';
import type { CheckedRow, ParsedRow } from './csv-rows';

type ClientFields = Extract<ParsedRow, { kind: 'clients' }>['fields'];
type PointFields = Extract<ParsedRow, { kind: 'talking-points' }>['fields'];

/** What a row writes: the client or talking point it creates or changes (null id: a new one), and the fields. */
export type RowTarget =
  | { kind: 'clients'; id: number | null; fields: ClientFields }
  | { kind: 'talking-points'; clientId: number; id: number | null; fields: { talkingPointTitle: string; talkingPointFull: string } };

/** A row's plan as the preview shows it, with what the import writes for it. */
export interface RowPlan extends CsvRowPlan {
  target?: RowTarget;
}

/** A value as the preview shows it: '' for none, Yes or No, lists joined with commas. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

const labelOf = (kind: CsvImportKind, field: string) => CSV_FIELDS[kind].find((f) => f.field === field)?.label ?? field;

/** The fields whose imported value differs from the stored one ({} stored: every field a new row fills), in the order of the kind's fields. */
function changesOf(kind: CsvImportKind, stored: Record<string, unknown>, fields: Record<string, unknown>) {
  const order = CSV_FIELDS[kind].map((f) => f.field);
  const changed = Object.entries(fields)
    .filter(([field, value]) => value !== undefined && !isDeepStrictEqual(stored[field] ?? null, value ?? null))
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return {
    patch: Object.fromEntries(changed),
    changes: changed.map(([field, value]): CsvFieldChange => ({ field, label: labelOf(kind, field), before: shown(stored[field]), after: shown(value) })),
    raw: changed.map(([field, value]) => [field, stored[field] ?? null, value]),
  };
}

/**
 * An update's version: a fingerprint of what it is about and of each change, old and new. The
 * import applies an update only when sent the version the preview showed, so a value changed
 * since then (or a different file) is refused instead of overwritten.
 */
function versionOf(kind: CsvImportKind, id: number, raw: unknown[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, id, raw]))
    .digest('hex')
    .slice(0, 32);
}

/** A valid row's plan: new (every field it fills shown), an update (only what changes, and its version) or unchanged; and the changed fields. */
function planned(
  checked: CheckedRow,
  kind: CsvImportKind,
  found: { id: number; stored: Record<string, unknown> } | undefined,
  fields: Record<string, unknown>,
  names: { title: string; subtitle: string },
): { plan: RowPlan; patch: Record<string, unknown> } {
  const base = { row: checked.row, ...names, errors: [] };
  const { patch, changes, raw } = changesOf(kind, found?.stored ?? {}, fields);
  if (!found) return { plan: { ...base, action: 'new', changes: changes.filter((c) => c.after !== ''), version: null }, patch };
  if (changes.length === 0) return { plan: { ...base, action: 'unchanged', changes: [], version: null }, patch };
  return { plan: { ...base, action: 'update', changes, version: versionOf(kind, found.id, raw) }, patch };
}

/** The plan of a row that can't be imported, and why. */
export const invalidPlan = (row: number, errors: string[]): RowPlan => ({
  row,
  action: 'invalid',
  title: '',
  subtitle: '',
  changes: [],
  version: null,
  errors,
});

/** Client rows: matched by Airtable record id, else by slug (made from the name when the row has none), archived profiles too. */
async function planClients(db: DbOrTx, rows: CheckedRow[]): Promise<RowPlan[]> {
  const valid = rows.flatMap((r) => (r.parsed?.kind === 'clients' ? [r.parsed.fields] : []));
  const slugOf = (fields: ClientFields) => fields.slug ?? slugFrom(fields.name);
  const found = await repo.clientsByKeys(db, { recordids: valid.flatMap((f) => (f.recordid ? [f.recordid] : [])), slugs: valid.map(slugOf) });
  const byRecord = new Map(found.filter((c) => c.recordid).map((c) => [c.recordid, c]));
  const bySlug = new Map(found.map((c) => [c.slug, c]));
  return rows.map((checked): RowPlan => {
    if (checked.parsed?.kind !== 'clients') return invalidPlan(checked.row, checked.errors);
    const fields = checked.parsed.fields;
    const client = (fields.recordid ? byRecord.get(fields.recordid) : undefined) ?? bySlug.get(slugOf(fields));
    const names = client ? { title: client.name, subtitle: `/profile/${client.slug}` } : { title: fields.name, subtitle: `/profile/${slugOf(fields)}` };
    const { plan, patch } = planned(checked, 'clients', client && { id: client.id, stored: client }, fields, names);
    if (plan.action === 'unchanged') return plan;
    return { ...plan, target: { kind: 'clients', id: client?.id ?? null, fields: client ? (patch as ClientFields) : fields } };
  });
}

/** Talking point rows: their client by slug, the point by its title (case and outer spaces aside). */
async function planTalkingPoints(db: DbOrTx, rows: CheckedRow[]): Promise<RowPlan[]> {
  const valid = rows.flatMap((r) => (r.parsed?.kind === 'talking-points' ? [r.parsed.fields] : []));
  const clients = new Map((await repo.clientsByKeys(db, { recordids: [], slugs: valid.map((f) => f.clientSlug) })).map((c) => [c.slug, c]));
  const pointKey = (clientId: number, title: string) => `${clientId}\n${title.trim().toLowerCase()}`;
  const points = new Map(
    (
      await repo.talkingPointsOf(
        db,
        [...clients.values()].map((c) => c.id),
      )
    ).map((p) => [pointKey(p.clientId, p.talkingPointTitle), p]),
  );
  return rows.map((checked): RowPlan => {
    if (checked.parsed?.kind !== 'talking-points') return invalidPlan(checked.row, checked.errors);
    const { clientSlug, ...fields }: PointFields = checked.parsed.fields;
    const client = clients.get(clientSlug);
    if (!client) return invalidPlan(checked.row, [`No profile has the slug ${clientSlug}`]);
    const point = points.get(pointKey(client.id, fields.talkingPointTitle));
    const { plan } = planned(checked, 'talking-points', point && { id: point.id, stored: point }, fields, {
      title: point?.talkingPointTitle ?? fields.talkingPointTitle,
      subtitle: client.name,
    });
    if (plan.action === 'unchanged') return plan;
    const written = { talkingPointTitle: fields.talkingPointTitle, talkingPointFull: fields.talkingPointFull ?? point?.talkingPointFull ?? '' };
    return { ...plan, target: { kind: 'talking-points', clientId: client.id, id: point?.id ?? null, fields: written } };
  });
}

/** Each checked row's plan against what is stored now: new, update (with its changes and version), unchanged or invalid. */
export function planRows(db: DbOrTx, kind: CsvImportKind, rows: CheckedRow[]): Promise<RowPlan[]> {
  return kind === 'clients' ? planClients(db, rows) : planTalkingPoints(db, rows);
}
