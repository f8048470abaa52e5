import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { UPLOAD_LIMIT } from './rate-limits';

/** The start of every message about a body that could not be read. */
const UNREADABLE = 'We could not read what was sent';

/** How many megabytes a route's body may have, in words ("1 MB"). */
function bodyLimitInWords(request: FastifyRequest): string {
  const bytes = request.routeOptions.bodyLimit ?? 1024 * 1024;
  return `${Math.max(1, Math.round(bytes / 1024 / 1024))} MB`;
}

/** An upload route (the ones UPLOAD_LIMIT limits) reads multipart/form-data; every other route reads JSON. */
const isUploadRoute = (request: FastifyRequest) => request.routeOptions.config?.rateLimit === UPLOAD_LIMIT;

/**
 * A 4xx Fastify raises itself (its codes start with FST_: a body that is not JSON, an unsupported
 * content type, a body too large) as our own error: a plain message and a stable code of ours,
 * never Fastify's wording ("Body is not valid JSON but content-type is set to 'application/json'").
 * Undefined for any other error.
 */
export function plainFrameworkError(error: FastifyError, request: FastifyRequest): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (!error.code?.startsWith('FST_') || status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, `${UNREADABLE}: it is not valid JSON.`, 'INVALID_JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, `${UNREADABLE}: it was empty.`, 'EMPTY_BODY');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, `${UNREADABLE}: it was cut short.`, 'INCOMPLETE_BODY');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, `What was sent is too large: send at most ${bodyLimitInWords(request)}.`, 'BODY_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return isUploadRoute(request)
        ? new AppError(415, 'This kind of content is not accepted here: send the files as multipart/form-data.', 'UNSUPPORTED_MEDIA_TYPE')
        : new AppError(415, 'This kind of content is not accepted here: send JSON.', 'UNSUPPORTED_MEDIA_TYPE');
    default:
      return new AppError(status, 'We could not read this request.', 'BAD_REQUEST');
  }
}
