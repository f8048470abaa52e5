import { createReadStream, mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorableName } from '../integrations/storage/file-storage';
import type { UploadStorage } from '../integrations/storage/upload-storage';
import { sizedImage } from './sized-images';

const WEEK = 'public, max-age=604800';

/**
 * Serves uploads at /uploads/{file} and their sized WebP copies at /img/{width}/{file} (the srcset
 * of portraits). On the disk, @fastify/static serves the folder; with S3 each file streams from
 * wherever it is now (the disk until /admin/migrate-uploads moves it, then the bucket), also at
 * /public-objects/media/{file}, the object-storage address a profile photo falls back to.
 */
export async function registerUploads(app: FastifyInstance, storage: UploadStorage): Promise<void> {
  mkdirSync(storage.local.root, { recursive: true });
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, { root: storage.local.root, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
  } else {
    const serve = (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => sendStored(storage, request, reply);
    app.get('/uploads/:file', serve);
    app.get('/public-objects/media/:file', serve);
  }
  app.get<{ Params: { width: string; file: string } }>('/img/:width/:file', async (request, reply) => {
    const path = await sizedImage(storage, request.params.file, Number(request.params.width));
    if (!path) return reply.status(404).send({ message: 'Image not found', code: 'NOT_FOUND' });
    return reply.type('image/webp').header('cache-control', WEEK).send(createReadStream(path));
  });
}

/** Streams one stored file with its type, length and entity tag; 304 when the browser has it, 404 when nothing is stored. */
async function sendStored(storage: UploadStorage, request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
  const name = request.params.file;
  const opened = isStorableName(name) ? await storage.open(name) : undefined;
  if (!opened) return reply.status(404).send({ message: 'File not found', code: 'NOT_FOUND' });
  const etag = `"${opened.etag}"`;
  reply.header('etag', etag).header('cache-control', WEEK).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    opened.body.destroy();
    return reply.status(304).send();
  }
  return reply.type(opened.contentType).header('content-length', opened.size).send(opened.body);
}
