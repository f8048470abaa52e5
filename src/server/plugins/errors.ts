import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connection-loss';
import { errorLog } from '../db/schema';
import { errorFingerprint } from '../lib/error-fingerprint';
import { isApiRequest } from '../lib/api-request';
import { AppError } from '../lib/errors';
import { plainFrameworkError } from './framework-errors';
import { UNAVAILABLE_MESSAGE, unavailablePage } from './unavailable-page';
import { pathWithoutToken } from '@shared/token-pages';

/** A validation issue's field as a dotted path ('name', 'questions.2'), or '' for the whole body. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

/**
 * A failed validation as `{ message, fields }`: the message is the first problem in words ('Enter
 * a name'; the schemas speak plainly, src/shared/api/plain-issues.ts), and `fields` has the first
 * message of every invalid field by its path, so a form can show each one by its field.
 */
function validationProblem(error: FastifyError): { message: string; fields?: Record<string, string> } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = fieldPath(issue.instancePath);
    if (path && issue.message) fields[path] ??= issue.message;
  }
  const message = error.validation[0]?.message ?? 'This request is not in a form we accept';
  return { message, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

/**
 * An AppError's answer. A service names the field a 400 is about as a prefix ('airDate: A released
 * episode cannot air in the future'): the field goes to `fields`, and the message keeps the words.
 */
function appErrorBody(error: AppError): { message: string; code: string; fields?: Record<string, string> } {
  const named = error.statusCode === 400 ? /^([a-z][\w.]*): (.+)$/s.exec(error.message) : null;
  if (!named) return { message: error.message, code: error.code };
  return { message: named[2], code: error.code, fields: { [named[1]]: named[2] } };
}

/** Whether an error is the client going away while its body arrived (Node's "aborted", a stream closed early): not the database's, not ours. */
function isClientGone(error: FastifyError): boolean {
  return (error.code === 'ECONNRESET' && error.message === 'aborted') || error.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * JSON errors `{ message, code }` (and `fields` for a failed validation) with the right status;
 * Fastify's own 4xx (a body that is not JSON, an unsupported content type…) in our words and codes
 * (plugins/framework-errors.ts); unexpected errors are logged to error_log. While the database is unreachable, answers 503 with
 * Retry-After: the API in JSON, pages with a page of their own in the site's look.
 */
export function registerErrorHandler(app: FastifyInstance, db: Db, siteName: string): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (isClientGone(error)) {
      // nobody is left to read the answer, and nothing went wrong on our side
      request.log.info('the client went away before its request was read');
      return reply.status(400).send({ message: 'The request was cut off before it all arrived.', code: 'REQUEST_ABORTED' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (isApiRequest(request) || request.method !== 'GET') return reply.send({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
      return reply.type('text/html; charset=utf-8').send(unavailablePage(siteName));
    }
    if (error.validation) {
      return reply.status(400).send({ ...validationProblem(error), code: 'VALIDATION_FAILED' });
    }
    const known = error instanceof AppError ? error : plainFrameworkError(error, request);
    if (known) {
      if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
      return reply.status(known.statusCode).send(appErrorBody(known));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error(error);
    await db
      .insert(errorLog)
      .values({
        method: request.method,
        path: loggedPath(request).slice(0, 500),
        message: error.message,
        stack: error.stack,
        userId: request.user?.id ?? null,
        source: 'server',
        fingerprint: errorFingerprint('server', error.message, error.stack),
      })
      .catch(() => undefined);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}

/**
 * The path a failure is recorded under, with no secret in it: a route whose address carries a
 * token by its pattern ("/api/requests/:token"), a page reached through a secret link without it,
 * any other without its query (where account links carry theirs).
 */
function loggedPath(request: FastifyRequest): string {
  const params = typeof request.params === 'object' && request.params !== null ? Object.keys(request.params) : [];
  if (params.some((name) => /token/i.test(name)) && request.routeOptions.url) return request.routeOptions.url;
  return pathWithoutToken(request.url);
}
