import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, wrapPglite } from './client';
import { jsonObject, namedStatement, runNamed } from './named-statement';

let database: Database;
beforeAll(async () => {
  database = await wrapPglite(await createPglite('memory://'), false);
});
afterAll(() => database.close());

describe('prepared text statements on the embedded database', () => {
  it('answer every one of several first calls made at once (only one prepares the statement)', async () => {
    const echo = { name: 'echo_at_once', text: 'select $1::text' };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => database.queryText(echo, [`call ${i}`])));
    expect(answers).toEqual(Array.from({ length: 8 }, (_, i) => `call ${i}`));
  });

  it('prepare the statement again once something dropped it', async () => {
    const echo = { name: 'echo_dropped', text: 'select $1::text' };
    expect(await database.queryText(echo, ['before'])).toBe('before');
    await database.pglite!.exec('deallocate all');
    expect(await database.queryText(echo, ['after'])).toBe('after');
  });

  it('answer undefined when no row comes back, and refuse a statement that fails', async () => {
    expect(await database.queryText({ name: 'no_row', text: 'select $1::text where false' }, ['x'])).toBeUndefined();
    await expect(database.queryText({ name: 'bad_cast', text: 'select $1::int::text' }, ['not a number'])).rejects.toThrow(/invalid input syntax/);
  });
});

describe('named prepared statements', () => {
  it('send each name’s value to every place it stands, numbers and null as PostgreSQL reads them', async () => {
    const statement = namedStatement<'a' | 'b' | 'none'>(
      'named_places',
      sql`select concat_ws(' ', ${sql.placeholder('a')}::text, (${sql.placeholder('b')}::int + 1)::text, ${sql.placeholder('a')}::text, coalesce(${sql.placeholder('none')}::text, 'null'))`,
    );
    expect(statement.params).toEqual(['a', 'b', 'a', 'none']);
    expect(await runNamed(database, statement, { a: 'x', b: 41, none: null })).toBe('x 42 x null');
  });

  it('build a JSON object from named SQL values', async () => {
    const statement = namedStatement<'name'>(
      'named_json',
      sql`select ${jsonObject({ name: sql`${sql.placeholder('name')}::text`, answer: sql`41 + 1` })}::text`,
    );
    expect(JSON.parse((await runNamed(database, statement, { name: 'Ada' })) ?? 'null')).toEqual({ name: 'Ada', answer: 42 });
  });

  it('refuse a statement with a value written into it', () => {
    expect(() => namedStatement('named_value', sql`select ${'a value'}::text`)).toThrow(/parameter 1 is a value, not a placeholder/);
  });
});
