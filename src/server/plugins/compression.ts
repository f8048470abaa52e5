import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them gains less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses HTML and JSON answers (brotli at a fast level, else gzip) above a small threshold.
 * Built assets are not compressed here: their brotli and gzip copies were made at build time.
 * Compressed request bodies are not this plugin's (plugins/request-decompression.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // request bodies are decompressed by plugins/request-decompression.ts
    globalDecompression: false,
  });
}
