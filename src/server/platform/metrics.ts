import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadCache } from '../lib/read-cache';

/** How a background job or a scheduled run ended. */
export type JobOutcome = 'succeeded' | 'failed' | 'cancelled';

/** Counts the runs of background jobs and schedules (`podium_job_runs_total`). */
export interface JobRunCounter {
  /** Counts one run of `kind` (an admin job kind, 'message-digest', 'cleanup', 'booking-holds', 'booking-replies', 'booking-links-resend', 'appearance-rejudge', 'busy-calendars', 'auto-delete') that ended with `outcome`. */
  jobRun(kind: string, outcome: JobOutcome): void;
}

/** The outside services whose calls are counted. */
type OutsideService = 'airtable' | 'youtube';

/** One app's Prometheus metrics (its own registry: tests build many apps in one process). */
export interface AppMetrics extends JobRunCounter {
  readonly registry: Registry;
  /** Counts one request to an outside service; `ok` false when it failed (no answer, or an error status). */
  outsideCall(service: OutsideService, ok: boolean): void;
  /** `fetchImpl` with each call counted for `service`: an error is a rejected call or an answer of 400 and up. */
  countedFetch(service: OutsideService, fetchImpl?: typeof fetch): typeof fetch;
}

/** What the gauges read at each scrape. */
interface MetricSources {
  /** The node-postgres pool; undefined on the embedded database (one connection). */
  pool: pg.Pool | undefined;
  cache: Pick<ReadCache, 'lookups' | 'bytes'>;
  /** How many Socket.IO sockets this node holds. */
  openSockets(): number;
  /** The app's open Server-Sent Events streams. */
  eventStreams: { readonly size: number };
}

/** A gauge of the registry whose value is read from `read()` at each scrape. */
function readGauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The app's metrics on a registry of its own: request durations by route pattern and status
 * (an onResponse hook on `app`), the database pool, open sockets and event streams, job runs,
 * read-cache lookups and outside calls. Call it before the routes are registered.
 */
export function createMetrics(app: FastifyInstance, sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'podium_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const { pool } = sources;
  readGauge(registry, 'podium_db_pool_size', 'Database connections open (the embedded database has one)', () => pool?.totalCount ?? 1);
  readGauge(registry, 'podium_db_pool_in_use', 'Database connections checked out (0 on the embedded database, which does not count them)', () =>
    pool ? pool.totalCount - pool.idleCount : 0,
  );
  readGauge(registry, 'podium_db_pool_waiting', 'Queries waiting for a database connection (0 on the embedded database)', () => pool?.waitingCount ?? 0);
  readGauge(registry, 'podium_open_sockets', 'Socket.IO sockets connected to this node', sources.openSockets);
  readGauge(registry, 'podium_open_event_streams', 'Server-Sent Events streams open on this node', () => sources.eventStreams.size);
  readGauge(registry, 'podium_read_cache_bytes', 'About how many bytes the values in the read cache hold', () => sources.cache.bytes);

  new Counter({
    name: 'podium_read_cache_lookups_total',
    help: 'Read-cache lookups by result (hit, miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, sources.cache.lookups.hits);
      this.inc({ result: 'miss' }, sources.cache.lookups.misses);
    },
  });
  const jobRuns = new Counter({
    name: 'podium_job_runs_total',
    help: 'Runs of background jobs and schedules by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const outsideCalls = new Counter({
    name: 'podium_outside_calls_total',
    help: 'Requests to Airtable and YouTube by service and outcome (ok, error)',
    labelNames: ['service', 'outcome'] as const,
    registers: [registry],
  });

  const outsideCall = (service: OutsideService, ok: boolean) => outsideCalls.inc({ service, outcome: ok ? 'ok' : 'error' });
  return {
    registry,
    jobRun: (kind, outcome) => jobRuns.inc({ kind, outcome }),
    outsideCall,
    countedFetch:
      (service, fetchImpl = fetch) =>
      async (input, init) => {
        try {
          const response = await fetchImpl(input, init);
          outsideCall(service, response.status < 400);
          return response;
        } catch (error) {
          outsideCall(service, false);
          throw error;
        }
      },
  };
}
