import { randomBytes } from 'node:crypto';
import type { Db } from '../src/server/db/client';
import { clients, episodes, messages, messageThreads, podcasts, talkingPoints, users, videos } from '../src/server/db/schema';
import { hashPassword } from '../src/server/lib/passwords';
import type { AccountRole } from '../src/shared/roles';

const unique = () => randomBytes(4).toString('hex');

/** Inserts a client; every field can be overridden. */
export async function createClient(db: Db, fields: Partial<typeof clients.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(clients)
    .values({
      slug: `client-${id}`,
      name: `Client ${id}`,
      headline: 'Chief Executive Officer',
      narrativeBio: 'A leader in the field.',
      ...fields,
    })
    .returning();
  return row;
}

/** Inserts a user with a known password (default 'correct horse'). */
export async function createUser(
  db: Db,
  fields: { role: AccountRole; email?: string; password?: string | null; clientId?: number | null; name?: string; active?: boolean },
) {
  const password = fields.password === undefined ? 'correct horse' : fields.password;
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email ?? `${fields.role}-${unique()}@example.test`,
      name: fields.name ?? `${fields.role} user`,
      role: fields.role,
      clientId: fields.clientId ?? null,
      passwordHash: password === null ? null : await hashPassword(password),
      active: fields.active ?? true,
    })
    .returning();
  return { ...row, password: password ?? '' };
}

/** Inserts a talking point of a client (position 0 unless given). */
export async function createTalkingPoint(db: Db, clientId: number, fields: Partial<typeof talkingPoints.$inferInsert> = {}) {
  const [row] = await db
    .insert(talkingPoints)
    .values({ clientId, talkingPointTitle: `Point ${unique()}`, talkingPointFull: 'Said in full.', ...fields })
    .returning();
  return row;
}

/** Inserts a video of a client (approved, with a random YouTube id, unless given). */
export async function createVideo(db: Db, clientId: number, fields: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await db
    .insert(videos)
    .values({ clientId, title: `Video ${unique()}`, youtubeId: `yt-${unique()}`, toApprove: 0, ...fields })
    .returning();
  return row;
}

/** Inserts a podcast (a unique name unless given). */
export async function createPodcast(db: Db, fields: Partial<typeof podcasts.$inferInsert> = {}) {
  const [row] = await db
    .insert(podcasts)
    .values({ name: `Show ${unique()}`, host: 'Hana Host', ...fields })
    .returning();
  return row;
}

/** Inserts an episode of a podcast (a new podcast unless given), featuring `clientId` (none unless given). */
export async function createEpisode(db: Db, fields: Partial<typeof episodes.$inferInsert> = {}) {
  const podcastId = fields.podcastId ?? (await createPodcast(db)).id;
  const [row] = await db
    .insert(episodes)
    .values({ title: `Episode ${unique()}`, ...fields, podcastId })
    .returning();
  return row;
}

/** Inserts a client's message thread. */
export async function createThread(db: Db, clientId: number) {
  const [row] = await db.insert(messageThreads).values({ clientId }).returning();
  return row;
}

/** Inserts a message in a thread (from the team to the client, unread, unless given). */
export async function createMessage(db: Db, thread: { id: number; clientId: number }, fields: Partial<typeof messages.$inferInsert> = {}) {
  const [row] = await db
    .insert(messages)
    .values({
      threadId: thread.id,
      body: `Message ${unique()}`,
      senderType: 'team',
      senderId: 1,
      recipientType: 'client',
      recipientId: thread.clientId,
      ...fields,
    })
    .returning();
  return row;
}
