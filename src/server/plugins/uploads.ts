import { createReadStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sizedImage } from './sized-images';

/** The folder under DATA_DIR where uploaded and generated images live. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Serves DATA_DIR/uploads at /uploads/ (files there have generated, random names),
 * and their sized WebP copies at /img/{width}/{file} (the srcset of portraits).
 */
export async function registerUploads(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, { root, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  app.get<{ Params: { width: string; file: string } }>('/img/:width/:file', async (request, reply) => {
    const path = await sizedImage(root, request.params.file, Number(request.params.width));
    if (!path) return reply.status(404).send({ message: 'Image not found', code: 'NOT_FOUND' });
    return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(createReadStream(path));
  });
}
