import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, wrapPglite } from './client';
import { namedStatement, runNamed } from './named-statement';

describe('named prepared statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await wrapPglite(await createPglite('memory://'), false);
  });
  afterAll(() => database.close());

  it('send each name’s value to every place it stands, numbers and null as PostgreSQL reads them', async () => {
    const statement = namedStatement<'a' | 'b' | 'none'>(
      'named_places',
      sql`select concat_ws(' ', ${sql.placeholder('a')}::text, (${sql.placeholder('b')}::int + 1)::text, ${sql.placeholder('a')}::text, coalesce(${sql.placeholder('none')}::text, 'null'))`,
    );
    expect(statement.params).toEqual(['a', 'b', 'a', 'none']);
    expect(await runNamed(database, statement, { a: 'x', b: 41, none: null })).toBe('x 42 x null');
  });

  it('refuse a statement with a value written into it', () => {
    expect(() => namedStatement('named_value', sql`select ${'a value'}::text`)).toThrow(/parameter 1 is a value, not a placeholder/);
  });
});
