import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAsDrizzleOnce } from './pglite-parsers';

describe("Drizzle's parsers, given to PGlite once", () => {
  let pglite: PGlite;
  const seen: unknown[] = [];
  beforeAll(async () => {
    pglite = await PGlite.create();
    parseAsDrizzleOnce(pglite);
    parseAsDrizzleOnce(pglite);
  });
  afterAll(() => pglite.close());

  it("are the instance's own: dates and times stay text", () => {
    for (const type of [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL]) expect(pglite.parsers[type]?.('text', type)).toBe('text');
  });

  it('reads dates and times as text through Drizzle, as its columns expect, in and out of transactions', async () => {
    const db = drizzle(pglite);
    const at = "timestamptz '2026-12-04 10:00:00+00'";
    const outside = await db.execute(sql.raw(`select ${at} as at, date '2026-12-04' as day, interval '2 hours' as span, 7 as n`));
    expect(outside.rows[0]).toEqual({ at: '2026-12-04 10:00:00+00', day: '2026-12-04', span: '02:00:00', n: 7 });
    const inside = await db.transaction((tx) => tx.execute(sql.raw(`select ${at} as at`)));
    expect(inside.rows[0]).toEqual({ at: '2026-12-04 10:00:00+00' });
  });

  it("keeps a statement's other parsers of its own", async () => {
    const parsers = {
      [types.INT4]: (value: string) => {
        seen.push(value);
        return `#${value}`;
      },
    };
    const { rows } = await pglite.query<{ n: string }>('select 7 as n', [], { parsers });
    expect(rows[0]?.n).toBe('#7');
    const inTransaction = await pglite.transaction((tx) => tx.query<{ n: string }>('select 8 as n', [], { parsers }));
    expect(inTransaction.rows[0]?.n).toBe('#8');
    expect(seen).toEqual(['7', '8']);
  });
});
