import type { Db } from '../src/server/db/client';
import { clientTeamAssignments, users } from '../src/server/db/schema';
import { createClient } from '../tests/factories';
import { openSession } from '../tests/helpers/session';

/** One socket to open: its session cookie, the client whose messages it hears, and its place among that client's sockets. */
export interface CastSocket {
  cookie: string;
  client: number;
  slot: number;
}

/** Who the realtime bench connects and who sends: indexes are client positions 0…clients−1. */
export interface RealtimeCast {
  clientIds: number[];
  sockets: CastSocket[];
  /** Per client, the session of a team member assigned to it who has no socket (the sender). */
  senders: string[];
}

/** Opens sessions a batch at a time (PostgreSQL takes them in parallel; PGlite queues them). */
async function sessionsOf(db: Db, userIds: number[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let at = 0; at < userIds.length; at += 50) {
    cookies.push(...(await Promise.all(userIds.slice(at, at + 50).map((id) => openSession(db, id)))));
  }
  return cookies;
}

/**
 * Makes `clients` clients and one user and session per socket: socket i hears client i mod
 * `clients`; a client's sockets are its guests and team members assigned to it, by turns (two
 * guests, two team members, …). Each client also gets a sender: an assigned team member without a socket.
 */
export async function seedRealtimeCast(db: Db, socketCount: number, clientCount: number): Promise<RealtimeCast> {
  const clientIds: number[] = [];
  for (let c = 0; c < clientCount; c++) clientIds.push((await createClient(db, { name: `Realtime Client ${c}` })).id);
  const plan = Array.from({ length: socketCount }, (_, i) => {
    const client = i % clientCount;
    const slot = Math.floor(i / clientCount);
    return { client, slot, role: Math.floor(slot / 2) % 2 === 0 ? ('guest' as const) : ('team' as const) };
  });
  const wanted = [
    ...plan.map((p, i) => ({ email: `rt-${i}@bench.test`, name: `Socket ${i}`, role: p.role, clientId: p.role === 'guest' ? clientIds[p.client] : null })),
    ...clientIds.map((_, c) => ({ email: `rt-sender-${c}@bench.test`, name: `Sender ${c}`, role: 'team' as const, clientId: null as number | null })),
  ];
  const ids: number[] = [];
  for (let at = 0; at < wanted.length; at += 500) {
    const rows = wanted.slice(at, at + 500).map(({ email, name, role, clientId }) => ({ email, name, role, clientId, passwordHash: null }));
    ids.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id));
  }
  const assignments = [
    ...plan.flatMap((p, i) => (p.role === 'team' ? [{ clientId: clientIds[p.client], userId: ids[i] }] : [])),
    ...clientIds.map((clientId, c) => ({ clientId, userId: ids[socketCount + c] })),
  ];
  for (let at = 0; at < assignments.length; at += 500) await db.insert(clientTeamAssignments).values(assignments.slice(at, at + 500));
  const cookies = await sessionsOf(db, ids);
  return {
    clientIds,
    sockets: plan.map((p, i) => ({ cookie: cookies[i], client: p.client, slot: p.slot })),
    senders: cookies.slice(socketCount),
  };
}
