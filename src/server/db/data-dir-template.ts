import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';

const BLOCK = 512;

function field(tar: Buffer, start: number, length: number): string {
  const raw = tar.toString('utf8', start, start + length);
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

const octal = (tar: Buffer, start: number, length: number) => Number.parseInt(field(tar, start, length).trim() || '0', 8);

/** Whether `data` starts as gzip does. */
const isGzip = (data: Buffer) => data[0] === 0x1f && data[1] === 0x8b;

/**
 * Writes a tar of a PostgreSQL data directory (as PGlite's `dumpDataDir` makes it, gzipped or not)
 * into `into`: its directories, and its regular files with their modification times, which is what
 * PGlite's own loader keeps. Throws on an entry that would land outside `into`.
 */
export function extractDataDir(archive: Buffer, into: string): void {
  const tar = isGzip(archive) ? gunzipSync(archive) : archive;
  const root = resolve(into);
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const name = field(tar, at, 100);
    if (name === '') break; // the archive ends with zero blocks
    const prefix = field(tar, at + 345, 155);
    const size = octal(tar, at + 124, 12);
    const type = tar[at + 156];
    const path = resolve(root, `.${sep}${prefix ? `${prefix}/${name}` : name}`);
    if (path !== root && !path.startsWith(root + sep)) throw new Error(`The data directory template has an entry outside it: ${name}`);
    if (type === 0x35 /* '5', a directory */) {
      mkdirSync(path, { recursive: true });
    } else if (type === 0x30 /* '0' */ || type === 0 /* old-style regular file */) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, tar.subarray(at + BLOCK, at + BLOCK + size));
      const modified = octal(tar, at + 136, 12);
      utimesSync(path, modified, modified);
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/**
 * Puts the build's migrated template in place as the data directory `dbDir` when it has no
 * database yet. It is written beside it first and renamed, so a start that dies half-way leaves
 * no half database behind. Doing this in Node rather than through PGlite's loader (file by
 * file through its WASM file system) takes a fraction of the time and leaves nothing in the WASM memory.
 */
export function restoreTemplateIfNew(dbDir: string, templateFile: string): void {
  if (existsSync(join(dbDir, 'PG_VERSION')) || !existsSync(templateFile)) return;
  const partial = `${dbDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  extractDataDir(readFileSync(templateFile), partial);
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(partial, dbDir);
}
