import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What the daily counters count. */
export const COUNTER_KINDS = ['profile_view', 'pdf_download', 'sign_in'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/**
 * Aggregate counts per day (UTC), kind and client (0: none), for the activity dashboard: no
 * address, account or cookie is stored, only how many.
 */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: COUNTER_KINDS }).notNull(),
    clientId: integer('client_id').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'daily_counters_pkey', columns: [t.day, t.kind, t.clientId] }),
    // a client's own stats (its bookings page): one client's days
    index('daily_counters_client_idx').on(t.clientId, t.day),
  ],
);
