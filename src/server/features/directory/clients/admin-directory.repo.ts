import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminClientsQuery } from '@shared/api/directory/clients/admin-directory';
import type { DbOrTx } from '@server/db/client';
import { clientSlugRedirects, clients } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeAny } from '@server/lib/admin-list';
import { clientFaceColumns } from './client-columns';

/** Why a live profile is left out of the public directory, null when it is listed. */
const hiddenReason = sql<string | null>`case
  when ${clients.archivedAt} is not null then 'Archived'
  when btrim(${clients.narrativeBio}) = '' then 'No bio'
  when (${clients.name} || ' ' || ${clients.headline} || ' ' || ${clients.narrativeBio}) ~* 'writing in progress' then 'Writing in progress'
  when ${clients.narrativeBio} ~ '[⌛⏳]' then 'Hourglass in the bio'
  else null end`;

const rowColumns = {
  ...clientFaceColumns,
  featured: clients.featured,
  categories: clients.goaCategories,
  archivedAt: clients.archivedAt,
  updatedAt: clients.updatedAt,
  listed: clients.listed,
  hiddenReason,
};

/** `column @> array[name]` (the categories GIN index serves it). */
export const hasCategory = (name: string) => sql`${clients.goaCategories} @> array[${name}]::text[]`;

/**
 * Every client (by status, featured, category), searched in name, slug and headline; 'created'
 * orders by id: ids are given in creation order, and the primary key serves it. The page's ids are
 * cut first and only its rows are read in full: a deep offset walks an index, not the hidden reason
 * of every row it skips.
 */
export const clientList = defineAdminList({
  count: idsOf(clients),
  filters: {
    status: (status: AdminClientsQuery['status']) =>
      status === 'live' ? isNull(clients.archivedAt) : status === 'archived' ? isNotNull(clients.archivedAt) : undefined,
    featured: (featured: boolean) => eq(clients.featured, featured),
    category: hasCategory,
    q: (term: string) => ilikeAny(term, [clients.name, clients.slug, clients.headline]),
  },
  sorts: {
    name: (dir) => [dir(clients.name), dir(clients.id)],
    updated: (dir) => [dir(clients.updatedAt), dir(clients.id)],
    created: (dir) => [dir(clients.id)],
    id: (dir) => [dir(clients.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminClientsQuery>) =>
    db
      .select(rowColumns)
      .from(clients)
      .where(inArray(clients.id, cutPage(db.select({ id: clients.id }).from(clients).$dynamic(), step)))
      .orderBy(...step.order),
});

/** A client as the admin list reads it. */
export type AdminClientListRow = Awaited<ReturnType<typeof clientList.page>>['items'][number];

/** A client row, every column. */
export type ClientRecord = typeof clients.$inferSelect;

/** One client by id, locked for the transaction when `lock` (a write reads it first). */
export async function findById(db: DbOrTx, id: number, lock = false): Promise<ClientRecord | undefined> {
  const select = db.select(getTableColumns(clients)).from(clients).where(eq(clients.id, id));
  const rows = lock ? await select.for('update') : await select;
  return rows[0];
}

/** The former slugs of a client, oldest first. */
export async function oldSlugsOf(db: DbOrTx, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ oldSlug: clientSlugRedirects.oldSlug })
    .from(clientSlugRedirects)
    .where(eq(clientSlugRedirects.clientId, clientId))
    .orderBy(asc(clientSlugRedirects.createdAt));
  return rows.map((r) => r.oldSlug);
}

/** The slugs in use that start with `base` (current slugs of clients other than `exceptId`, and every redirect). */
export async function slugsLike(db: DbOrTx, base: string, exceptId = 0): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [taken, redirected] = await Promise.all([
    db
      .select({ slug: clients.slug })
      .from(clients)
      .where(and(sql`${clients.slug} like ${pattern}`, ne(clients.id, exceptId))),
    db.select({ slug: clientSlugRedirects.oldSlug }).from(clientSlugRedirects).where(sql`${clientSlugRedirects.oldSlug} like ${pattern}`),
  ]);
  return new Set([...taken, ...redirected].map((r) => r.slug));
}

/** Whether a client other than `exceptId` has `slug` as its current slug. */
export async function slugTaken(db: DbOrTx, slug: string, exceptId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.slug, slug), ne(clients.id, exceptId)));
  return rows.length > 0;
}

/** Inserts a client; returns its row. */
export async function insertClient(tx: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRecord> {
  const [row] = await tx.insert(clients).values(values).returning();
  return row;
}

/** Writes columns of a client and marks it changed; returns its row. */
export async function updateClient(tx: DbOrTx, id: number, values: Partial<typeof clients.$inferInsert>): Promise<ClientRecord> {
  const [row] = await tx
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning();
  return row;
}

/** Frees `slug` from the redirects (a client takes it as its current slug). */
export async function dropRedirect(tx: DbOrTx, slug: string): Promise<void> {
  await tx.delete(clientSlugRedirects).where(eq(clientSlugRedirects.oldSlug, slug));
}

/** Keeps `oldSlug` as a redirect to the client. */
export async function addRedirect(tx: DbOrTx, oldSlug: string, clientId: number): Promise<void> {
  await tx
    .insert(clientSlugRedirects)
    .values({ oldSlug, clientId })
    .onConflictDoUpdate({ target: clientSlugRedirects.oldSlug, set: { clientId, createdAt: sql`now()` } });
}

/** The clients of `ids` that exist, locked for the transaction. */
export function lockMany(tx: DbOrTx, ids: number[]) {
  return tx.select(getTableColumns(clients)).from(clients).where(inArray(clients.id, ids)).orderBy(asc(clients.id)).for('update');
}

/** Sets archivedAt or featured on the clients of `ids`; returns those changed. */
export function setOnMany(tx: DbOrTx, ids: number[], values: { archivedAt?: SQL | null; featured?: boolean }) {
  return tx
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(clients.id, ids))
    .returning({ id: clients.id, slug: clients.slug, name: clients.name, archivedAt: clients.archivedAt, featured: clients.featured });
}

/** Every category with how many clients (archived included) carry it, by name. */
export async function categoryCounts(db: DbOrTx): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: sql<string>`c`, count: sql<number>`count(*)::int` })
    .from(sql`${clients} cross join lateral unnest(${clients.goaCategories}) as c`)
    .groupBy(sql`c`)
    .orderBy(sql`c`);
}

/** The id, name and categories of every client carrying `name`, locked for the transaction. */
export function lockCarrying(tx: DbOrTx, name: string) {
  return tx
    .select({ id: clients.id, name: clients.name, goaCategories: clients.goaCategories })
    .from(clients)
    .where(hasCategory(name))
    .orderBy(asc(clients.id))
    .for('update');
}

/**
 * Replaces category `from` by `to` (null: removes it) on every client carrying it, keeping the
 * order and dropping a repeat when the client already has `to`; returns each client's new list.
 */
export function replaceCategory(tx: DbOrTx, from: string, to: string | null) {
  const renamed = sql`case when c = ${from} then ${to}::text else c end`;
  return tx
    .update(clients)
    .set({
      goaCategories: sql`array(select x from (select ${renamed} as x, o from unnest(${clients.goaCategories}) with ordinality as u(c, o)) s
        where x is not null group by x order by min(o))`,
      updatedAt: sql`now()`,
    })
    .where(hasCategory(from))
    .returning({ id: clients.id, goaCategories: clients.goaCategories });
}
