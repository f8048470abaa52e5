import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver, from npm) on 127.0.0.1 with one empty bucket, for the storage tests. */
export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points Podium at it (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1 with the bucket `bucket`, keeping its objects in a temporary folder. */
export async function startS3Server(bucket = 'podium-test'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'podium-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver's own fixed key pair
    env: { STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
