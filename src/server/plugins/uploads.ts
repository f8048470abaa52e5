import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The folder under DATA_DIR where uploaded and generated images live. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Serves DATA_DIR/uploads at /uploads/ (files there have generated, content-addressed names). */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
}
