import type { SessionUser } from '@shared/api/session-user';
import { RECORD_LIMITS } from '@shared/api/directory/profile-records';
import { canManageClient, isAdmin } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { conflict, forbidden, notFound } from '@server/lib/errors';
import type { Site } from '@server/platform/site';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './profile-records.repo';
import type { AfterWriteEnv, AnyRecordKind, RecordKindSpec } from './record-kinds';

/**
 * The records of a profile's subpages: social accounts (/socials), bookings (/bookings), press
 * items (/pr) and awards (/awards), one generic set of operations configured per kind
 * (record-kinds.ts).
 *
 * Who may do what:
 * - Write (create, edit, delete): whoever may manage the client (canManageClient: admin
 *   and owner any client, guest and team their own). A record of a client the user may not
 *   manage answers 404, as an unknown one does: its existence is not revealed.
 * - Read: social accounts, press items and awards are public, like the profile they belong to
 *   (a visitor sees them read-only). Bookings carry host contacts and notes: only those who may
 *   manage the client read them (the route's rule: visitors 401, users of other clients 403).
 *
 * Every write runs in one transaction with its audit entry, holding the client's row lock so
 * writes to one client's records take turns (the duplicate-platform check and the per-profile
 * limit hold under concurrency). These records are not part of the cached profile answer, so
 * no read cache needs telling (a booking's approved testimonial is, through its feedback: a
 * deleted booking's leaves the profile when the cached answer expires). After a create or an edit commits, the kind's afterWrite runs
 * (bookings: the pipeline's hook), with `site` for the links it mails.
 */
type RecordsContext = Pick<AppContext, 'db' | 'config'>;

/** What creates and edits need: the database, and for a kind's afterWrite the mailer and settings. */
type WriteContext = AfterWriteEnv['ctx'];

/** The audit entry of a write to one record. */
function describe(spec: AnyRecordKind, verb: 'create' | 'update' | 'delete', client: { id: number; slug: string }, item: { id: number }, fields?: string[]) {
  return {
    action: `${spec.auditType}.${verb}`,
    targetType: spec.auditType,
    targetId: item.id,
    details: { clientId: client.id, slug: client.slug, summary: spec.summary(item), ...(fields ? { fields } : {}) },
  };
}

/** Locks the client for this transaction; 404 for an unknown client. */
async function lockClient(tx: Tx, clientId: number) {
  const client = await repo.lockClient(tx, clientId);
  if (!client) throw notFound('Client not found');
  return client;
}

/** The client of a record the user may manage, locked: 404 when the record is unknown or of a client the user may not manage. */
async function lockClientOfRecord(tx: Tx, user: SessionUser, spec: AnyRecordKind, id: number) {
  const clientId = await spec.store.clientOf(tx, id);
  if (clientId === undefined || !canManageClient(user, clientId)) throw notFound(`${spec.label} not found`);
  return lockClient(tx, clientId);
}

/** The client's records of a kind, in display order; 404 for an unknown client. Who may call it is the route's rule. */
export async function listRecords<Row, Item>(
  ctx: RecordsContext,
  spec: RecordKindSpec<Row, Item, unknown, unknown>,
  clientId: number,
  viewer: SessionUser | null,
): Promise<Item[]> {
  const client = await repo.clientState(ctx.db, clientId);
  if (!client || (client.archived && !isAdmin(viewer))) throw notFound('Client not found');
  return (await spec.store.list(ctx.db, clientId)).map((row) => spec.toItem(row, ctx.config));
}

/** Adds a record to the client's, audited; 403 unless the user may manage the client, 404 unknown client, 409 past the per-profile limit. */
export async function createRecord<Row, Item extends { id: number }, Changes, Values>(
  ctx: WriteContext,
  user: SessionUser,
  spec: RecordKindSpec<Row, Item, Changes, Values>,
  clientId: number,
  changes: Changes,
  site: Site,
): Promise<Item> {
  if (!canManageClient(user, clientId)) throw forbidden('You may not manage this profile');
  const { row, item } = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const client = await lockClient(tx, clientId);
      if ((await spec.store.countOf(tx, clientId)) >= RECORD_LIMITS.perClient) {
        throw conflict(`A profile may have at most ${RECORD_LIMITS.perClient} ${spec.plural}`, 'TOO_MANY_RECORDS');
      }
      const values = await spec.settle({ tx, clientId, changes });
      const row = await spec.store.insert(tx, clientId, values);
      return { client, row, item: spec.toItem(row, ctx.config) };
    },
    ({ client, item }) => describe(spec, 'create', client, item),
  );
  await spec.afterWrite?.({ ctx, site }, { before: undefined, after: row });
  return item;
}

/** Changes the given fields of a record, audited; 404 unknown or not the user's to manage. */
export async function updateRecord<Row, Item extends { id: number }, Changes, Values>(
  ctx: WriteContext,
  user: SessionUser,
  spec: RecordKindSpec<Row, Item, Changes, Values>,
  id: number,
  changes: Changes,
  site: Site,
): Promise<Item> {
  const { current, row, item } = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const client = await lockClientOfRecord(tx, user, spec, id);
      const current = await spec.store.find(tx, client.id, id);
      if (!current) throw notFound(`${spec.label} not found`);
      const values = await spec.settle({ tx, clientId: client.id, changes, current, id });
      const row = await spec.store.update(tx, client.id, id, values);
      if (!row) throw notFound(`${spec.label} not found`);
      return { client, current, row, item: spec.toItem(row, ctx.config) };
    },
    ({ client, item }) => describe(spec, 'update', client, item, Object.keys(changes ?? {})),
  );
  await spec.afterWrite?.({ ctx, site }, { before: current, after: row });
  return item;
}

/** Deletes a record, audited; 404 unknown or not the user's to manage. */
export async function deleteRecord(ctx: RecordsContext, user: SessionUser, spec: AnyRecordKind, id: number): Promise<void> {
  await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const client = await lockClientOfRecord(tx, user, spec, id);
      const stored = spec.refuseDelete && (await spec.store.find(tx, client.id, id));
      const refused = stored && spec.refuseDelete?.(stored);
      if (refused) throw refused;
      const row = await spec.store.remove(tx, client.id, id);
      if (!row) throw notFound(`${spec.label} not found`);
      return { client, item: spec.toItem(row, ctx.config) };
    },
    ({ client, item }) => describe(spec, 'delete', client, item),
  );
}
