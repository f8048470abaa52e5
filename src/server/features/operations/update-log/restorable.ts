import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@server/db/client';
import { clients, episodes, mediaImages, talkingPoints, videos } from '@server/db/schema';

/** What a restorable field holds: text (never null), text or null, a list of texts, a yes/no. */
type ValueKind = 'text' | 'optional-text' | 'list' | 'flag';

/** An entity type whose logged fields can be put back: its table, its client and the read caches besides the profiles' a write to it changes. */
interface RestoreTarget {
  table: PgTable & { id: PgColumn };
  /** The column naming the entity's client (the client's own id for a client). */
  clientColumn: PgColumn;
  /** Read-cache tags to announce after a restore, besides 'clients' (every restore changes a profile). */
  alsoInvalidates: readonly string[];
  fields: Readonly<Record<string, ValueKind>>;
}

const PROFILE_LINKS = ['linkedinUrl', 'instagramUrl', 'facebookUrl', 'websiteUrl', 'youtubeUrl', 'bookUrl', 'profileImage', 'linkedinImgUrl'] as const;

/**
 * The fields "Restore this version" may put back, by entity type: plain values whose write has no
 * other effect. Left out on purpose: slugs and Airtable record ids (redirects, unique links),
 * uploaded files (the old file may be gone), archiving (its own buttons), a video's featured mark
 * (the home page's limits), keywords (their own table), and creates and deletes.
 */
const TARGETS: Readonly<Record<string, RestoreTarget>> = {
  client: {
    table: clients,
    clientColumn: clients.id,
    alsoInvalidates: [],
    fields: {
      name: 'text',
      headline: 'text',
      narrativeBio: 'text',
      sampleQuestions: 'text',
      goaCategories: 'list',
      featured: 'flag',
      ...Object.fromEntries(PROFILE_LINKS.map((key) => [key, 'optional-text'])),
    },
  },
  'talking-point': {
    table: talkingPoints,
    clientColumn: talkingPoints.clientId,
    alsoInvalidates: [],
    fields: { talkingPointTitle: 'text', talkingPointFull: 'text' },
  },
  'media-image': { table: mediaImages, clientColumn: mediaImages.clientId, alsoInvalidates: [], fields: { caption: 'text', alt: 'text' } },
  video: { table: videos, clientColumn: videos.clientId, alsoInvalidates: ['videos'], fields: { title: 'text', description: 'text', keywords: 'list' } },
  episode: { table: episodes, clientColumn: episodes.clientId, alsoInvalidates: [], fields: { title: 'text', description: 'text' } },
};

/** Whether `value` is one a field of `kind` may hold (a null text is a create or a delete, not a value). */
function fits(kind: ValueKind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string';
  if (kind === 'optional-text') return value === null || typeof value === 'string';
  if (kind === 'list') return Array.isArray(value) && value.every((item) => typeof item === 'string');
  return typeof value === 'boolean';
}

/** A logged change as restoring reads it. */
interface RestorableChange {
  entityType: string;
  entityId: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** The target of a change that may be restored (a known field, both sides values it can hold, a numeric entity id); undefined otherwise. */
export function restoreTargetOf(change: RestorableChange): RestoreTarget | undefined {
  const target = Object.hasOwn(TARGETS, change.entityType) ? TARGETS[change.entityType] : undefined;
  const kind = target && Object.hasOwn(target.fields, change.field) ? target.fields[change.field] : undefined;
  if (!target || !kind || !/^[1-9]\d{0,9}$/.test(change.entityId)) return undefined;
  return fits(kind, change.before) && fits(kind, change.after) ? target : undefined;
}

/** The column of `field` in the target's table. */
function columnOf(target: RestoreTarget, field: string): PgColumn {
  return getTableColumns(target.table)[field] as PgColumn;
}

/** The entity's client and the field's stored value, its row locked when `lock`; undefined when the entity is gone. */
export async function readStored(tx: Tx, target: RestoreTarget, id: number, field: string, lock: boolean) {
  const select = tx
    .select({ clientId: target.clientColumn, value: columnOf(target, field) })
    .from(target.table)
    .where(eq(target.table.id, id));
  const rows = lock ? await select.for('update') : await select;
  return rows[0] as { clientId: number | null; value: unknown } | undefined;
}

/** Writes `value` to the field of the entity (a value `restoreTargetOf` checked fits it). */
export async function writeStored(tx: Tx, target: RestoreTarget, id: number, field: string, value: unknown): Promise<void> {
  await tx
    .update(target.table)
    .set({ [field]: value } as never)
    .where(eq(target.table.id, id));
}
