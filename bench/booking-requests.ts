import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ClientCard } from '../src/shared/api/directory/clients/clients';
import { startThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { startDemoServer } from './web/server';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DAY_MS = 24 * 60 * 60 * 1000;

/** `--postgres`: the server runs on a throwaway PostgreSQL cluster instead of the embedded database. */
const ON_POSTGRES = process.argv.includes('--postgres');

/**
 * The server's environment for this bench: its database (`databaseUrl`, else the embedded one), no
 * SMTP server (every mail is kept in the outbox table), and no per-address limits (one address
 * sends everything). The per-email limit has no setting: every request comes from an email of its own instead.
 */
const serverEnv = (databaseUrl?: string) => ({ DATABASE_URL: databaseUrl, SMTP_URL: undefined, RATE_LIMIT_DISABLED: 'true' });

/** The i-th request: valid, for the guest, from a new email about a new show (no per-email limit, no duplicate join). */
function requestBody(clientId: number, i: number, slots: string[]): string {
  return JSON.stringify({
    clientId,
    hostName: `Bench Host ${i}`,
    hostEmail: `bench-host-${i}@example.test`,
    showName: `Bench Show ${i}`,
    showUrl: `https://bench-shows.example.test/show-${i}`,
    audienceSize: 1000 + i,
    topic: 'Leading through change',
    slots,
    timeZone: 'Europe/Paris',
    format: 'audio',
    setting: 'remote',
    message: 'We would love to have you on the show.',
  });
}

/** The p-th percentile of sorted times. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** What the bounded load measured: answers per second, latency percentiles (ms) and answers by status. */
interface BookingLoad {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Map<number, number>;
  errors: number;
}

/** Posts distinct valid requests to 127.0.0.1 for SECONDS at CONNECTIONS connections, timing every answer. */
function loadRequests(origin: string, clientId: number): Promise<BookingLoad> {
  const slots = [new Date(Date.now() + 3 * DAY_MS).toISOString(), new Date(Date.now() + 4 * DAY_MS).toISOString()];
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/booking-requests`,
        connections: CONNECTIONS,
        duration: SECONDS,
        pipelining: 1,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              request.body = requestBody(clientId, next++, slots);
              return request;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: Math.round(times.length / SECONDS),
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          statuses,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/**
 * `npm run bench:bookings` (after `npm run build`; `-- --postgres` for a throwaway PostgreSQL
 * cluster): starts the compiled server on its database with the demo data, mail kept in the outbox and no per-address limits, posts distinct
 * valid booking requests (each mailed to its host) at CONNECTIONS connections for SECONDS seconds,
 * and prints answers per second, p50/p95/p99 latency and the answers by status.
 */
async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist/server/main.js'))) throw new Error('Run `npm run build` first: this bench starts dist/server/main.js');
  const postgres = ON_POSTGRES ? await startThrowawayPostgres() : undefined;
  const server = await startDemoServer(root, serverEnv(postgres?.url)).catch((error: unknown) => {
    postgres?.stop();
    throw error;
  });
  try {
    const featured = (await (await fetch(`${server.origin}/api/clients/featured`)).json()) as ClientCard[];
    if (featured.length === 0) throw new Error('the demo data has no featured profile');
    console.log(
      `POST /api/booking-requests on 127.0.0.1, ${postgres ? `PostgreSQL ${postgres.version}` : 'embedded PGlite'}, mail kept in the outbox: ${CONNECTIONS} connections for ${SECONDS} s…`,
    );
    const load = await loadRequests(server.origin, featured[0].id);
    const count = (status: number) => load.statuses.get(status) ?? 0;
    const answered = [...load.statuses.values()].reduce((sum, n) => sum + n, 0);
    console.table([
      {
        'req/s': load.requestsPerSecond,
        'p50 ms': +load.p50.toFixed(1),
        'p95 ms': +load.p95.toFixed(1),
        'p99 ms': +load.p99.toFixed(1),
        'status 202': count(202),
        'status 429': count(429),
        'other status': answered - count(202) - count(429),
        'socket errors': load.errors,
      },
    ]);
    const others = [...load.statuses].filter(([status]) => status !== 202 && status !== 429);
    if (others.length > 0) console.log(`other statuses: ${others.map(([status, n]) => `${status} ×${n}`).join(', ')}`);
    // a 202 of a new request comes only after its mail was kept (a failed mail answers 503)
    console.log(`Each 202 stored a new request and kept its host's mail in the outbox (${count(202)} mails).`);
  } finally {
    await server.stop();
    postgres?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
