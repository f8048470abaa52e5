import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorableName, contentTypeOf, type FileStorage, isStorableName, type OpenedFile, type StoredFileInfo } from './file-storage';

/** The disk backend, which also lists its files (the migration to S3 walks them). */
export interface LocalStorage extends FileStorage {
  readonly kind: 'local';
  /** The folder the files are in. */
  readonly root: string;
  /** Every stored file name with its size, skipping dot folders (the sized copies) and partial writes. */
  list(): Promise<{ name: string; size: number }[]>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in the folder `root` (DATA_DIR/uploads), created on first write. */
export function createLocalStorage(root: string): LocalStorage {
  const pathOf = (name: string) => {
    assertStorableName(name);
    return join(root, name);
  };
  const statOf = async (name: string): Promise<StoredFileInfo | undefined> => {
    try {
      const info = await stat(pathOf(name));
      return info.isFile() ? { size: info.size, etag: `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}` } : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'local',
    root,
    description: `the local disk (${root})`,
    async write(name, data) {
      const path = pathOf(name);
      await mkdir(root, { recursive: true });
      await writeFile(path, data, { flag: 'wx' });
    },
    async read(name) {
      return readFile(pathOf(name)).catch((error) => {
        if (missing(error)) return undefined;
        throw error;
      });
    },
    async open(name): Promise<OpenedFile | undefined> {
      const info = await statOf(name);
      return info && { ...info, body: createReadStream(pathOf(name)), contentType: contentTypeOf(name) };
    },
    stat: statOf,
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true }).catch((error) => {
        if (missing(error)) return [];
        throw error;
      });
      const names = entries.filter((e) => e.isFile() && isStorableName(e.name) && !e.name.endsWith('.part')).map((e) => e.name);
      const sized = await Promise.all(names.map(async (name) => ({ name, size: (await statOf(name))?.size })));
      return sized.filter((f): f is { name: string; size: number } => f.size !== undefined).sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
