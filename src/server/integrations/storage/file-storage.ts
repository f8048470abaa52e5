import type { Readable } from 'node:stream';

/** What a backend knows of one stored file. */
export interface StoredFileInfo {
  size: number;
  /** The entity tag without quotes: on S3 the MD5 of the bytes for a single-part upload; on disk size and mtime. */
  etag: string;
}

/** One stored file opened for reading. */
export interface OpenedFile extends StoredFileInfo {
  body: Readable;
  contentType: string;
}

/**
 * Where uploads live, behind one interface (integrations/storage): the local disk under DATA_DIR/uploads,
 * or an S3-compatible bucket. Names are flat file names (see isStorableName); anything else is refused.
 */
export interface FileStorage {
  /** 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  /** Where files go, for people: "the local disk (…/uploads)" or "S3 bucket podium at https://…". */
  readonly description: string;
  /** Stores a file; on the disk a name that exists already is an error, never replaced. */
  write(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes of a file; undefined when it isn't there. */
  read(name: string): Promise<Buffer | undefined>;
  /** A stream of a file with its size and type; undefined when it isn't there. */
  open(name: string): Promise<OpenedFile | undefined>;
  /** Size and entity tag; undefined when the file isn't there. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  /** Deletes files; missing ones are no error. */
  remove(names: string[]): Promise<void>;
}

/** A flat file name of letters, digits, _ and -, with dot-separated parts: no folders, no leading dot, nothing to escape with. */
const STORABLE_NAME = /^[\w-]+(\.[\w-]+)*$/;

/** Whether `name` may be stored or read (a flat name; never a path). */
export function isStorableName(name: string): boolean {
  return name.length <= 200 && STORABLE_NAME.test(name);
}

/** Throws on a name that isStorableName refuses; the backends call it before touching anything. */
export function assertStorableName(name: string): void {
  if (!isStorableName(name)) throw new Error(`Not a storable file name: ${JSON.stringify(name).slice(0, 80)}`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The content type of a stored file, by its extension. */
export function contentTypeOf(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
