import type { Readable } from 'node:stream';
import type { S3Config } from '@server/config';
import { assertStorableName, contentTypeOf, type FileStorage, type OpenedFile } from './file-storage';

/** The S3 backend. */
export interface S3Storage extends FileStorage {
  readonly kind: 's3';
  /** Closes the SDK's connections. */
  close(): void;
}

const unquoted = (etag: string | undefined) => (etag ?? '').replace(/^(W\/)?"|"$/g, '');

/**
 * Files as objects in one bucket of an S3-compatible server, through @aws-sdk/client-s3. The SDK
 * is imported here, when S3 is configured: imported with the server it cost every start a quarter
 * second and its heap some megabytes (the compiled server lifts a bundled module's imports to its top).
 */
export async function createS3Storage(config: S3Config): Promise<S3Storage> {
  const { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } = await import('@aws-sdk/client-s3');
  // whether an SDK error means the object (or its bucket key) isn't there
  const isNotFound = (error: unknown) =>
    error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // plain MD5 entity tags and no trailing checksums: what every S3-compatible server understands
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 4,
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => {
    assertStorableName(name);
    return name;
  };
  const notFoundAsUndefined = (error: unknown) => {
    if (isNotFound(error)) return undefined;
    throw error;
  };
  const open = async (name: string): Promise<OpenedFile | undefined> => {
    const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) })).catch(notFoundAsUndefined);
    if (!object?.Body) return undefined;
    return {
      body: object.Body as Readable,
      size: object.ContentLength ?? 0,
      etag: unquoted(object.ETag),
      contentType: object.ContentType ?? contentTypeOf(name),
    };
  };
  return {
    kind: 's3',
    description: `S3 bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`,
    async write(name, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async read(name) {
      const opened = await open(name);
      if (!opened) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    open,
    async stat(name) {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) })).catch(notFoundAsUndefined);
      return head && { size: head.ContentLength ?? 0, etag: unquoted(head.ETag) };
    },
    async remove(names) {
      for (let i = 0; i < names.length; i += 1000) {
        const Objects = names.slice(i, i + 1000).map((name) => ({ Key: keyOf(name) }));
        if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    close: () => client.destroy(),
  };
}
