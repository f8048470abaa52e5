import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './client';
import { extractDataDir, restoreTemplateIfNew } from './data-dir-template';

const work = mkdtempSync(join(tmpdir(), 'podium-template-'));
const templateFile = join(work, 'template.tar');

/** One ustar entry: a 512-byte header (name, size, type) and its data padded to 512 bytes. */
function tarEntry(name: string, data: string, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(data.length.toString(8).padStart(11, '0'), 124);
  header.write('0'.repeat(11), 136);
  header.write(type, 156);
  header.write('ustar', 257);
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data);
  return Buffer.concat([header, body]);
}

/** A gzipped tar of the entries (extractDataDir reads gzipped and plain tars alike). */
const tarOf = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

beforeAll(async () => {
  // a real data directory as PGlite dumps it (what the build's template is: a plain tar), with one row in it
  const source = await createPglite('memory://');
  await source.exec(`create table marker (note text); insert into marker values ('from the template');`);
  const dump = await source.dumpDataDir('none');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await source.close();
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the data directory template', () => {
  it('becomes a database PGlite opens as it is, with what the template held', async () => {
    const dbDir = join(work, 'fresh', 'db');
    mkdirSync(`${dbDir}.partial`, { recursive: true }); // left over by a start that died
    writeFileSync(join(`${dbDir}.partial`, 'stale'), 'x');
    restoreTemplateIfNew(dbDir, templateFile);
    expect(existsSync(`${dbDir}.partial`)).toBe(false);
    expect(existsSync(join(dbDir, 'stale'))).toBe(false);
    const pglite = await createPglite(dbDir);
    try {
      const { rows } = await pglite.query<{ note: string }>('select note from marker');
      expect(rows).toEqual([{ note: 'from the template' }]);
    } finally {
      await pglite.close();
    }
  });

  it('leaves a data directory that already has a database alone', () => {
    const dbDir = join(work, 'existing', 'db');
    mkdirSync(dbDir, { recursive: true });
    writeFileSync(join(dbDir, 'PG_VERSION'), '17\n');
    restoreTemplateIfNew(dbDir, templateFile);
    expect(readFileSync(join(dbDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(existsSync(join(dbDir, 'global'))).toBe(false);
  });

  it('writes directories and files, with names under a ustar prefix', () => {
    const into = join(work, 'plain');
    const prefixed = tarEntry('file', 'deep');
    prefixed.write('base/1', 345);
    extractDataDir(tarOf(tarEntry('/global/', '', '5'), tarEntry('/PG_VERSION', '17\n'), prefixed), into);
    expect(readFileSync(join(into, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(existsSync(join(into, 'global'))).toBe(true);
    expect(readFileSync(join(into, 'base', '1', 'file'), 'utf8')).toBe('deep');
  });

  it('refuses an entry that would land outside the directory', () => {
    const into = join(work, 'guarded');
    expect(() => extractDataDir(tarOf(tarEntry('../escaped', 'x')), into)).toThrow(/outside/);
    expect(existsSync(join(work, 'escaped'))).toBe(false);
  });
});
