import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connection-loss';
import { errorLog } from '../db/schema';
import { errorFingerprint } from '../lib/error-fingerprint';
import { isApiRequest } from '../lib/api-request';
import { AppError } from '../lib/errors';
import { UNAVAILABLE_MESSAGE, unavailablePage } from './unavailable-page';

/** A validation issue's field as a dotted path ('name', 'questions.2'), or '' for the whole body. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

/**
 * A failed validation as `{ message, fields }`: the message names the first problem ('name: Enter
 * a name'), and `fields` has the first message of every invalid field, so a form can show each one.
 */
function validationProblem(error: FastifyError): { message: string; fields?: Record<string, string> } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = fieldPath(issue.instancePath);
    if (path && issue.message) fields[path] ??= issue.message;
  }
  const first = error.validation[0];
  const path = fieldPath(first?.instancePath);
  const text = first?.message ?? 'Invalid request';
  return { message: path ? `${path}: ${text}` : text, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

/**
 * JSON errors `{ message, code }` (and `fields` for a failed validation) with the right status;
 * unexpected errors are logged to error_log. While the database is unreachable, answers 503 with
 * Retry-After: the API in JSON, pages with a page of their own in the site's look.
 */
export function registerErrorHandler(app: FastifyInstance, db: Db, siteName: string): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (isApiRequest(request) || request.method !== 'GET') return reply.send({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
      return reply.type('text/html; charset=utf-8').send(unavailablePage(siteName));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({ ...validationProblem(error), code: 'VALIDATION_FAILED' });
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
        path: request.url.slice(0, 500),
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
