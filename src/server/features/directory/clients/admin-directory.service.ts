import { sql } from 'drizzle-orm';
import type { AdminListPage } from '@shared/api/admin-lists';
import type {
  AdminCategory,
  AdminClientCreate,
  AdminClientDetail,
  AdminClientFields,
  AdminClientRow,
  AdminClientsQuery,
} from '@shared/api/directory/clients/admin-directory';
import type { SessionUser } from '@shared/api/session-user';
import { safeImageSrc } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { conflict, notFound } from '@server/lib/errors';
import { writeAndAnnounce } from './client-writes';
import { normalizeLocalImage } from './image-paths';
import { type ChangeSource, recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './admin-directory.repo';
import { slugFrom, uniqueSlug } from './slugs';

type DirectoryContext = Pick<AppContext, 'db' | 'bus' | 'config'>;

/** The fields the update log records for a client (everything an admin edits; timestamps left out). */
const LOGGED_FIELDS = [
  'slug',
  'name',
  'headline',
  'narrativeBio',
  'localimage',
  'profileImage',
  'linkedinImgUrl',
  'featured',
  'goaCategories',
  'linkedinUrl',
  'instagramUrl',
  'facebookUrl',
  'websiteUrl',
  'youtubeUrl',
  'bookUrl',
  'recordid',
  'sampleQuestions',
  'archivedAt',
] as const;

function logged(row: repo.ClientRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(LOGGED_FIELDS.map((key) => [key, row[key]]));
  fields.archivedAt = row.archivedAt?.toISOString() ?? null;
  return fields;
}

/** Records a client write in the update log, field by field. */
function recordChange(tx: Tx, user: SessionUser, before: repo.ClientRecord | null, after: repo.ClientRecord, source: ChangeSource = 'edit') {
  return recordContentChanges(tx, user, source, [
    { clientId: after.id, clientName: after.name, entityType: 'client', entityId: after.id, before: before && logged(before), after: logged(after) },
  ]);
}

/** The photo as the public API shows it: the resolved local image, else the fallback image. */
function photoOf(row: { localimage: string | null; profileImage: string | null }): string | null {
  return safeImageSrc(normalizeLocalImage(row.localimage)) ?? safeImageSrc(row.profileImage);
}

/** /admin/directory: one page of clients. */
export async function listClients(ctx: Pick<AppContext, 'db'>, query: AdminClientsQuery): Promise<AdminListPage<AdminClientRow>> {
  const { items, count } = await repo.clientList.page(ctx.db, query);
  const rows = items.map(({ localimage, profileImage, archivedAt, updatedAt, ...row }) => ({
    ...row,
    photo: photoOf({ localimage, profileImage }),
    archivedAt: archivedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  }));
  return toAdminPage(rows, count, query);
}

/** The Airtable address of a record, or null without a record id or when Airtable isn't configured. */
function airtableUrlOf(config: AppContext['config'], recordid: string | null): string | null {
  const { baseId, clientsTable } = config.airtable;
  return baseId && clientsTable && recordid ? `https://airtable.com/${baseId}/${clientsTable}/${encodeURIComponent(recordid)}` : null;
}

/** One client, every field, for the editor; 404 when unknown. */
export async function getClient(ctx: Pick<AppContext, 'db' | 'config'>, id: number): Promise<AdminClientDetail> {
  const [row, oldSlugs] = await Promise.all([repo.findById(ctx.db, id), repo.oldSlugsOf(ctx.db, id)]);
  if (!row) throw notFound('Client not found');
  return {
    ...row,
    photo: photoOf(row),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    oldSlugs,
    airtableUrl: airtableUrlOf(ctx.config, row.recordid),
    airtableConfigured: Boolean(ctx.config.airtable.baseId && ctx.config.airtable.clientsTable),
  };
}

/** The constraint a unique-key violation broke (two writes took one slug or one Airtable record at once); undefined for other errors. */
function violatedUniqueKey(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

const SLUG_TAKEN = 'That slug is taken by another profile';
const RECORD_TAKEN = 'Another profile is linked to that Airtable record';

/**
 * The slug a write stores: the explicit one (409 when another client has it; a former slug is
 * freed from the redirects, so the address now opens this profile), else one made from the name.
 */
async function slugToStore(tx: Tx, explicit: string | undefined, name: string, exceptId = 0): Promise<string> {
  if (explicit === undefined) return uniqueSlug(await repo.slugsLike(tx, slugFrom(name), exceptId), slugFrom(name));
  if (await repo.slugTaken(tx, explicit, exceptId)) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
  await repo.dropRedirect(tx, explicit);
  return explicit;
}

/** Runs an audited, announced client write, turning a lost race for a slug into a 409. */
async function clientWrite<T>(ctx: DirectoryContext, user: SessionUser, write: (tx: Tx) => Promise<T>, describe: Parameters<typeof writeAndAnnounce<T>>[3]) {
  try {
    return await writeAndAnnounce(ctx, user, write, describe);
  } catch (error) {
    const key = violatedUniqueKey(error);
    if (key === 'clients_recordid_key') throw conflict(RECORD_TAKEN, 'RECORD_TAKEN');
    if (key !== undefined) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
    throw error;
  }
}

/** Creates a client (slug from the name unless given), audited and in the update log. */
export async function createClient(
  ctx: DirectoryContext,
  user: SessionUser,
  body: AdminClientFields & Pick<AdminClientCreate, 'name'>,
  source: ChangeSource = 'edit',
) {
  const row = await clientWrite(
    ctx,
    user,
    async (tx) => {
      const slug = await slugToStore(tx, body.slug, body.name);
      const created = await repo.insertClient(tx, { ...body, slug });
      await recordChange(tx, user, null, created, source);
      return created;
    },
    (created) => ({ action: 'client.create', targetType: 'client', targetId: created.id, details: { slug: created.slug } }),
  );
  return getClient(ctx, row.id);
}

/**
 * Saves the fields the patch carries. A new slug keeps the old one as a redirect (so links to
 * /profile/{old} keep working); 404 for an unknown client, 409 for a taken slug, nothing written then.
 */
export async function updateClient(ctx: DirectoryContext, user: SessionUser, id: number, patch: AdminClientFields, source: ChangeSource = 'edit') {
  await clientWrite(
    ctx,
    user,
    async (tx) => {
      const before = await repo.findById(tx, id, true);
      if (!before) throw notFound('Client not found');
      const values = { ...patch };
      if (patch.slug !== undefined && patch.slug !== before.slug) {
        values.slug = await slugToStore(tx, patch.slug, before.name, id);
        await repo.addRedirect(tx, before.slug, id);
      }
      const after = await repo.updateClient(tx, id, values);
      await recordChange(tx, user, before, after, source);
      return { after, fields: Object.keys(patch) };
    },
    ({ after, fields }) => ({ action: 'client.update', targetType: 'client', targetId: id, details: { slug: after.slug, fields } }),
  );
  return getClient(ctx, id);
}

/** What a bulk or single status change does. */
export type ClientBulkAction = 'archive' | 'restore' | 'feature' | 'unfeature';

const ACTION_VALUES: Record<ClientBulkAction, { archivedAt?: ReturnType<typeof sql> | null; featured?: boolean }> = {
  archive: { archivedAt: sql`now()` },
  restore: { archivedAt: null },
  feature: { featured: true },
  unfeature: { featured: false },
};

/** Whether a client already is in the state `action` gives (it is skipped). */
function alreadyDone(row: repo.ClientRecord, action: ClientBulkAction): boolean {
  if (action === 'archive') return row.archivedAt !== null;
  if (action === 'restore') return row.archivedAt === null;
  return row.featured === (action === 'feature');
}

/**
 * Archives, restores, features or unfeatures the clients of `ids` in one transaction (those
 * already so, or gone, skipped), one audit entry and each change in the update log.
 */
export async function applyToMany(ctx: DirectoryContext, user: SessionUser, ids: number[], action: ClientBulkAction): Promise<{ changed: number }> {
  const changed = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const before = (await repo.lockMany(tx, ids)).filter((row) => !alreadyDone(row, action));
      if (before.length === 0) return [];
      const after = await repo.setOnMany(
        tx,
        before.map((row) => row.id),
        ACTION_VALUES[action],
      );
      const afterById = new Map(after.map((row) => [row.id, row]));
      await recordContentChanges(
        tx,
        user,
        'edit',
        before.map((row) => {
          const now = afterById.get(row.id);
          return {
            clientId: row.id,
            clientName: row.name,
            entityType: 'client',
            entityId: row.id,
            before: { archivedAt: row.archivedAt?.toISOString() ?? null, featured: row.featured },
            after: { archivedAt: now?.archivedAt?.toISOString() ?? null, featured: now?.featured ?? row.featured },
          };
        }),
      );
      return after;
    },
    (rows) => ({ action: `client.bulk-${action}`, targetType: 'client', details: { ids: rows.map((r) => r.id) } }),
  );
  return { changed: changed.length };
}

/** Archives or restores one client; 404 when unknown. Answers the client as the editor reads it. */
export async function setArchived(ctx: DirectoryContext, user: SessionUser, id: number, archived: boolean) {
  if (!(await repo.findById(ctx.db, id))) throw notFound('Client not found');
  await applyToMany(ctx, user, [id], archived ? 'archive' : 'restore');
  return getClient(ctx, id);
}

/** Every category with its client count. */
export function listCategories(ctx: Pick<AppContext, 'db'>): Promise<AdminCategory[]> {
  return repo.categoryCounts(ctx.db);
}

/**
 * Renames category `from` to `to` (null: removes it) on every client carrying it, in one audited
 * transaction with each client's change in the update log; 404 when no client carries it.
 */
export async function replaceCategory(ctx: DirectoryContext, user: SessionUser, from: string, to: string | null): Promise<{ changed: number }> {
  const rows = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const before = await repo.lockCarrying(tx, from);
      if (before.length === 0) throw notFound('No profile has this category');
      const after = new Map((await repo.replaceCategory(tx, from, to)).map((row) => [row.id, row.goaCategories]));
      await recordContentChanges(
        tx,
        user,
        'edit',
        before.map((row) => ({
          clientId: row.id,
          clientName: row.name,
          entityType: 'client',
          entityId: row.id,
          before: { goaCategories: row.goaCategories },
          after: { goaCategories: after.get(row.id) ?? row.goaCategories },
        })),
      );
      return before;
    },
    (changed) => ({
      action: to === null ? 'category.delete' : 'category.rename',
      targetType: 'category',
      details: { from, ...(to === null ? {} : { to }), clients: changed.length },
    }),
  );
  return { changed: rows.length };
}
