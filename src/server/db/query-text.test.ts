import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, type Database, wrapPglite } from './client';

describe('prepared text statements on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await wrapPglite(await createPglite('memory://'), false);
  });
  afterAll(() => database.close());

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
