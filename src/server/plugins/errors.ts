import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { errorLog } from '../db/schema';
import { AppError } from '../lib/errors';

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const text = first?.message ?? 'Invalid request';
    return path ? `${path}: ${text}` : text;
  }
  return error.message;
}

/** JSON errors `{ message, code }` with the right status; unexpected errors are logged to error_log. */
export function registerErrorHandler(app: FastifyInstance, db: Db): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error), code: 'VALIDATION_FAILED' });
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
      })
      .catch(() => undefined);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

}
