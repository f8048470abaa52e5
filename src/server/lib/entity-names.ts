import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { clients, episodes, mediaImages, podcasts, talkingPoints, videos } from '../db/schema';

/** The entity's id column read as an integer, null when it is not a plain number (so a stray id never fails the cast). */
const intId = (id: PgColumn): SQL => sql`(CASE WHEN ${id} ~ '^[0-9]{1,9}$' THEN ${id}::int END)`;

/**
 * The name of a logged entity, by its type and id columns (text): a client's name, a video's or
 * episode's title, a podcast's name, a talking point's title, a picture's file; null for other
 * types or a deleted entity. One primary-key probe per row of the page it is selected in.
 */
export function entityNameSql(type: PgColumn, id: PgColumn): SQL<string | null> {
  const key = intId(id);
  return sql<string | null>`(CASE ${type}
    WHEN 'client' THEN (SELECT ${clients.name} FROM ${clients} WHERE ${clients.id} = ${key})
    WHEN 'video' THEN (SELECT ${videos.title} FROM ${videos} WHERE ${videos.id} = ${key})
    WHEN 'episode' THEN (SELECT ${episodes.title} FROM ${episodes} WHERE ${episodes.id} = ${key})
    WHEN 'podcast' THEN (SELECT ${podcasts.name} FROM ${podcasts} WHERE ${podcasts.id} = ${key})
    WHEN 'talking-point' THEN (SELECT ${talkingPoints.talkingPointTitle} FROM ${talkingPoints} WHERE ${talkingPoints.id} = ${key})
    WHEN 'media-image' THEN (SELECT ${mediaImages.localFilename} FROM ${mediaImages} WHERE ${mediaImages.id} = ${key})
  END)`;
}
