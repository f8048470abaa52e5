import type { Db } from '@server/db/client';
import { videos } from '@server/db/schema';
import { createClient, createUser } from '../factories';
import { openSession } from './session';

/** Who a route test calls as: a visitor, each role, or an admin viewing as the own client's guest. */
export type Persona = 'anonymous' | 'guest' | 'team' | 'admin' | 'owner' | 'impersonating';

/** Every persona, visitors first. */
export const PERSONAS: readonly Persona[] = ['anonymous', 'guest', 'team', 'admin', 'owner', 'impersonating'];

/** A client the route tests call with: its id and slug. */
export interface ClientRef {
  id: number;
  slug: string;
}

/** The data the route tests run on: two clients (guest and team belong to `own`), a video, the personas. */
export interface World {
  db: Db;
  own: ClientRef;
  other: ClientRef;
  /** An approved video of the own client. */
  videoId: number;
  /**
   * A new session for a persona (undefined for a visitor): every call starts from a known state,
   * whatever an earlier call did (signed out, started or ended an impersonation).
   */
  cookieFor(persona: Persona): Promise<string | undefined>;
  /** A client address never used before, so no rate-limit counter carries over between calls. */
  nextIp(): string;
}

/** Seeds the clients, video and one user per role of the route tests. */
export async function seedWorld(db: Db): Promise<World> {
  const own = await createClient(db, { slug: 'own-client', name: 'Own Client' });
  const other = await createClient(db, { slug: 'other-client', name: 'Other Client' });
  const [video] = await db.insert(videos).values({ clientId: own.id, title: 'A talk', youtubeId: 'dQw4w9WgXcQ', toApprove: 0 }).returning({ id: videos.id });
  const userIds = new Map<Persona, number>();
  for (const role of ['guest', 'team', 'admin', 'owner'] as const) {
    const user = await createUser(db, { role, clientId: role === 'guest' || role === 'team' ? own.id : null });
    userIds.set(role, user.id);
  }
  userIds.set('impersonating', (await createUser(db, { role: 'admin' })).id);
  let ips = 0;
  return {
    db,
    own: { id: own.id, slug: own.slug },
    other: { id: other.id, slug: other.slug },
    videoId: video.id,
    async cookieFor(persona) {
      const userId = userIds.get(persona);
      if (userId === undefined) return undefined;
      return openSession(db, userId, persona === 'impersonating' ? own.id : null);
    },
    nextIp() {
      ips++;
      return `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`;
    },
  };
}
