import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import type { AirtableRecord } from '@server/integrations/airtable/airtable-client';
import { slugFrom, uniqueSlug } from '@server/features/directory/clients/slugs';
import * as repo from './airtable-sync.repo';
import {
  type ClientRecordFields,
  clientFieldsOf,
  type EpisodeRecordFields,
  episodeFieldsOf,
  type FieldsOf,
  type TalkingPointRecordFields,
  talkingPointFieldsOf,
  type VideoRecordFields,
  videoFieldsOf,
} from './record-fields';
import { type Outcome, type PageRecord, type UpsertTarget, upsertPage, upsertRecord } from './record-upsert';

type SyncContext = Pick<AppContext, 'db' | 'config'>;

/** Syncs one page of a section's records (in one transaction; see upsertPage); an outcome per record, in order. */
export type PageSyncer = (records: AirtableRecord[]) => Promise<Outcome[]>;

/** The clients linked to records: record id → our id and name. */
type ClientLinks = Map<string, { id: number; name: string }>;

/** New clients, inserted together: each gets its record's slug, or one made from the name, made unique among the clients and the others of the page. */
async function insertClients(tx: Tx, rows: { recordid: string; fields: ClientRecordFields }[]): Promise<{ id: number }[]> {
  const bases = rows.map(({ fields }) => fields.slug ?? slugFrom(fields.name));
  const taken = await repo.takenSlugs(tx, [...new Set(bases)]);
  const values = rows.map(({ recordid, fields }, i) => {
    const slug = uniqueSlug(taken, bases[i]!);
    taken.add(slug);
    return { ...fields, slug, recordid };
  });
  return repo.insertClients(tx, values);
}

/** How a client row is written: a new one gets the record's slug, or one made from the name (made unique). */
const CLIENT_TARGET: UpsertTarget<ClientRecordFields, repo.ClientRow> = {
  entityType: 'client',
  clientOf: (fields, row) => ({ id: row?.id ?? null, name: fields.name }),
  // the slug is ours once the profile exists (links and redirects depend on it)
  forUpdate: ({ slug: _slug, ...fields }) => fields,
  insert: async (tx, recordid, fields) => (await insertClients(tx, [{ recordid, fields }]))[0]!,
  insertAll: insertClients,
  update: (tx, row, fields, recordid) => repo.updateClient(tx, row.id, { ...fields, recordid }),
};

/** Client names by id, from the links. */
function namesOf(links: ClientLinks): (id: number | null | undefined) => string {
  const names = new Map([...links.values()].map((link) => [link.id, link.name]));
  return (id) => (id == null ? '' : (names.get(id) ?? ''));
}

/**
 * Runs `fieldsOf` over a page and writes it with upsertPage: the existing rows read in one query,
 * the rows `adopt` links read together for the records with none, and the page written in one
 * transaction. A record whose fields can't be used is refused alone.
 */
async function syncRows<F extends object, R extends { id: number; recordid: string | null }>(
  ctx: SyncContext,
  user: SessionUser | null,
  records: AirtableRecord[],
  existing: (recordids: string[]) => Promise<R[]>,
  fieldsOf: (record: AirtableRecord) => FieldsOf<F>,
  target: UpsertTarget<F, R>,
  adopt?: (fields: F[]) => Promise<(R | undefined)[]>,
): Promise<Outcome[]> {
  const rows = new Map((await existing(records.map((r) => r.id))).map((row) => [row.recordid!, row]));
  const parsed = records.map((record) => ({ record, parsed: fieldsOf(record) }));
  const usable = parsed.flatMap(({ record, parsed }) => (parsed.ok ? [{ recordid: record.id, fields: parsed.fields, row: rows.get(record.id) }] : []));
  const unlinked = usable.filter((r) => r.row === undefined);
  const adopted = adopt && unlinked.length > 0 ? await adopt(unlinked.map((r) => r.fields)) : [];
  unlinked.forEach((r, i) => {
    r.row = adopted[i];
  });
  const written = await upsertPage<F, R>(ctx, user, target, usable as PageRecord<F, R>[]);
  return parsed.map(({ parsed }) => (parsed.ok ? written.shift()! : { failed: parsed.error }));
}

/** A syncer of clients records; a client of the same slug not yet linked to any record is adopted (linked), not duplicated. */
export async function clientsSyncer(ctx: SyncContext, user: SessionUser | null): Promise<PageSyncer> {
  const { mapping } = ctx.config.airtable;
  return (records) =>
    syncRows(
      ctx,
      user,
      records,
      (ids) => repo.clientsByRecordids(ctx.db, ids),
      (r) => clientFieldsOf(r, mapping),
      CLIENT_TARGET,
      async (fields) => {
        // a client not yet linked to any record, by slug; each adopted by one record of the page at most
        const unlinked = new Map(
          (
            await repo.unlinkedClientsBySlug(
              ctx.db,
              fields.flatMap((f) => (f.slug ? [f.slug] : [])),
            )
          ).map((c) => [c.slug, c]),
        );
        return fields.map((f) => {
          const found = f.slug ? unlinked.get(f.slug) : undefined;
          if (f.slug) unlinked.delete(f.slug);
          return found;
        });
      },
    );
}

/** Upserts one client from its record (the retrievals): the same translation and write as the clients section. */
export async function syncOneClient(
  ctx: SyncContext,
  user: SessionUser | null,
  record: AirtableRecord,
  row: repo.ClientRow,
  only?: (keyof ClientRecordFields)[],
): Promise<Outcome> {
  const parsed = clientFieldsOf(record, ctx.config.airtable.mapping);
  if (!parsed.ok) return { failed: parsed.error };
  const fields = only
    ? ({ name: row.name, ...Object.fromEntries(only.filter((k) => k in parsed.fields).map((k) => [k, parsed.fields[k]])) } as ClientRecordFields)
    : parsed.fields;
  return upsertRecord(ctx, user, CLIENT_TARGET, { recordid: record.id, fields, row });
}

/** What the syncers of records linked to clients share: a client id by its record id, a client's name, the mapping. */
async function linkedSections(ctx: SyncContext) {
  const links = await repo.clientLinks(ctx.db);
  return { clientIdOf: (id: string) => links.get(id)?.id, nameOf: namesOf(links), mapping: ctx.config.airtable.mapping };
}

/** A syncer of videos records (linked to synced clients); a scanned video of the same client and YouTube id is adopted (linked). */
export async function videosSyncer(ctx: SyncContext, user: SessionUser | null): Promise<PageSyncer> {
  const { clientIdOf, nameOf, mapping } = await linkedSections(ctx);
  const target: UpsertTarget<VideoRecordFields, repo.VideoRow> = {
    entityType: 'video',
    clientOf: (fields) => ({ id: fields.clientId, name: nameOf(fields.clientId) }),
    insert: (tx, recordid, fields) => repo.insertVideo(tx, { ...fields, recordid }),
    update: (tx, row, fields, recordid) => repo.updateVideo(tx, row.id, { ...fields, recordid }),
  };
  return (records) =>
    syncRows(
      ctx,
      user,
      records,
      (ids) => repo.videosByRecordids(ctx.db, ids),
      (r) => videoFieldsOf(r, mapping, clientIdOf),
      target,
      async (fields) => {
        const found: (repo.VideoRow | undefined)[] = [];
        for (const f of fields) found.push(f.youtubeId ? await repo.unlinkedVideo(ctx.db, f.clientId, f.youtubeId) : undefined);
        return found;
      },
    );
}

/** The talking points target (new ones go after the client's last). */
function talkingPointTarget(nameOf: (id: number) => string): UpsertTarget<TalkingPointRecordFields, repo.TalkingPointRow> {
  return {
    entityType: 'talking-point',
    clientOf: (fields) => ({ id: fields.clientId, name: nameOf(fields.clientId) }),
    insert: (tx, recordid, fields) => repo.insertTalkingPoint(tx, { ...fields, recordid }),
    update: (tx, row, fields, recordid) => repo.updateTalkingPoint(tx, row.id, { ...fields, recordid }),
  };
}

/** A syncer of talking points records (linked to synced clients). */
export async function talkingPointsSyncer(ctx: SyncContext, user: SessionUser | null): Promise<PageSyncer> {
  const { clientIdOf, nameOf, mapping } = await linkedSections(ctx);
  const target = talkingPointTarget(nameOf);
  return (records) =>
    syncRows(
      ctx,
      user,
      records,
      (ids) => repo.talkingPointsByRecordids(ctx.db, ids),
      (r) => talkingPointFieldsOf(r, mapping, clientIdOf),
      target,
    );
}

/** A syncer of episodes records: the podcast found by name or created, the guest linked when given. */
export async function episodesSyncer(ctx: SyncContext, user: SessionUser | null): Promise<PageSyncer> {
  const { clientIdOf, nameOf, mapping } = await linkedSections(ctx);
  const target: UpsertTarget<EpisodeRecordFields, repo.EpisodeRow> = {
    entityType: 'episode',
    clientOf: (fields, row) => {
      const id = fields.clientId !== undefined ? fields.clientId : (row?.clientId ?? null);
      return { id, name: nameOf(id) };
    },
    async insert(tx, recordid, { podcastName, ...fields }) {
      const podcast = await repo.podcastNamed(tx, podcastName);
      return repo.insertEpisode(tx, { ...fields, podcastId: podcast.id, recordid });
    },
    async update(tx, row, { podcastName, ...fields }, recordid) {
      const podcastId = podcastName !== undefined && podcastName !== row.podcastName ? (await repo.podcastNamed(tx, podcastName)).id : row.podcastId;
      await repo.updateEpisode(tx, row.id, { ...fields, podcastId, recordid });
    },
  };
  return (records) =>
    syncRows(
      ctx,
      user,
      records,
      (ids) => repo.episodesByRecordids(ctx.db, ids),
      (r) => episodeFieldsOf(r, mapping, clientIdOf),
      target,
    );
}
