import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/** The request encodings read, each with its name in words and its decoder. */
const DECODERS: Record<string, { name: string; decoder: () => Transform }> = {
  gzip: { name: 'gzip', decoder: createGunzip },
  'x-gzip': { name: 'gzip', decoder: createGunzip },
  deflate: { name: 'deflate', decoder: createInflate },
  br: { name: 'brotli', decoder: createBrotliDecompress },
};

/** The decompressed body as Fastify reads it: it checks the received (encoded) length against Content-Length. */
type DecodedBody = Transform & { receivedEncodedLength: number };

/** Whether a request carries a body at all (as Fastify judges it before parsing one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The body decompressed. On a body that is not what its encoding says, the rest of the request is
 * still read and dropped (never the socket destroyed, as a stream pipeline would), so the 400 goes
 * out on an open connection; a body that decompresses beyond `limit` bytes (a zip bomb) stops the
 * same way with a 413.
 */
function decompressed(raw: Readable, name: string, decoder: Transform, limit: number): DecodedBody {
  let produced = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      if (produced <= limit) return done(null, chunk);
      fail(new AppError(413, `What was sent is too large once decompressed: send at most ${Math.round(limit / 1024 / 1024)} MB.`, 'BODY_TOO_LARGE'));
      done();
    },
  }) as DecodedBody;
  body.receivedEncodedLength = 0;
  const countEncoded = (chunk: Buffer) => {
    body.receivedEncodedLength += chunk.length;
  };
  function fail(error: Error) {
    raw.unpipe(decoder);
    decoder.unpipe(body);
    decoder.destroy();
    raw.resume();
    body.destroy(error);
  }
  // a body Fastify never reads (a request it answers before parsing) may fail unheard: no crash for that
  body.on('error', () => undefined);
  decoder.on('error', () => fail(new AppError(400, `We could not read what was sent: it is not valid ${name}.`, 'INVALID_ENCODING')));
  raw.on('error', (error) => body.destroy(error));
  raw.on('data', countEncoded);
  raw.pipe(decoder).pipe(body);
  return body;
}

/**
 * Request bodies sent with Content-Encoding gzip, deflate or br are decompressed before parsing
 * (in place of @fastify/compress's decompression, whose stream pipeline destroyed the socket on a
 * large body that was not valid gzip: the sender got no answer at all). Any other encoding: 415.
 */
export function registerRequestDecompression(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = String(request.headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase();
    if (encoding === '' || encoding === 'identity' || !hasBody(request)) return payload;
    const known = DECODERS[encoding];
    if (!known) throw new AppError(415, 'This content encoding is not accepted here: send the body as it is, or gzipped.', 'UNSUPPORTED_ENCODING');
    return decompressed(payload, known.name, known.decoder(), request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024);
  });
}
