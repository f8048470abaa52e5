import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';

/** Plain (non-file) fields a multipart request may carry, and their sizes. */
const FIELD_LIMITS = { fields: 10, fieldSize: 10_000, fieldNameSize: 100, headerPairs: 100 } as const;

/**
 * multipart/form-data for upload routes (@fastify/multipart): a route reads the parts itself
 * (`readImageUploads` in features/directory/images/image-upload.ts), which turns the limits below into
 * 413s and a non-multipart request into a 415, each with a message. Files are streamed into
 * memory one at a time and stopped at `IMAGE_UPLOAD_LIMITS.maxFileBytes`.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      ...FIELD_LIMITS,
      fileSize: IMAGE_UPLOAD_LIMITS.maxFileBytes,
      files: IMAGE_UPLOAD_LIMITS.maxFiles,
      parts: IMAGE_UPLOAD_LIMITS.maxFiles + FIELD_LIMITS.fields,
    },
  });
}
