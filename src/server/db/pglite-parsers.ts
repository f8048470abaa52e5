import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver keeps as text, with the parsers it passes along with every
 * statement: dates, timestamps and intervals, and arrays of them and of numerics (its columns map
 * the text themselves).
 */
const KEPT_AS_TEXT: readonly number[] = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, 1182, 1115, 1185, 1187, 1231];

const asText = (value: string) => value;

/** The instances already given them (a test's instance may be wrapped more than once). */
const given = new WeakSet<PGlite>();

/** Whether a statement's own parsers are exactly Drizzle's: every type kept as text, and nothing else. */
function isDrizzles(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  let count = 0;
  for (const type in parsers) {
    if (!KEPT_AS_TEXT.includes(Number(type))) return false;
    count++;
  }
  return count === KEPT_AS_TEXT.length;
}

/** A statement's options without Drizzle's parsers, which the instance now has. */
function withoutDrizzlesParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers && isDrizzles(options.parsers) ? { ...options, parsers: undefined } : options;
}

/**
 * Gives the instance Drizzle's parsers once, and drops them from each statement. PGlite copies
 * its whole table of parsers (some 600) into a new object for every statement that brings its
 * own, and Drizzle brings them with every statement: tens of kilobytes of garbage each, which a
 * busy server's small young generation paid for in collections (a live message costs two or three
 * statements). Statements with other parsers of their own are left as they are. Nothing else uses
 * this instance's parsers: the server's other statements go through the wire protocol
 * (client.ts) and read their one value as text.
 */
export function parseAsDrizzleOnce(pglite: PGlite): void {
  if (given.has(pglite)) return;
  given.add(pglite);
  for (const type of KEPT_AS_TEXT) pglite.parsers[type] = asText;
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, withoutDrizzlesParsers(options))) as PGlite['query'];
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => txQuery(text, params, withoutDrizzlesParsers(options))) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}
