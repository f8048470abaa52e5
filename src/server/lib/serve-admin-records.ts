import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { bulkResult } from '@shared/api/admin-lists';
import { idParams, noContent } from '@shared/api/fields';
import type { Route } from '@shared/api/route';
import type { SessionUser } from '@shared/api/session-user';
import { serve } from './serve';
import { type BulkRoute, serveBulk } from './serve-bulk';

/** The routes of an admin list whose rows an editor adds, edits and deletes, as its route table names them. */
interface AdminRecordRoutes<Q extends z.ZodType, P extends z.ZodType, C extends z.ZodType, E extends z.ZodType, R extends z.ZodType> {
  list: Route<{ query: Q; response: P }>;
  create: Route<{ body: C; response: R }>;
  edit: Route<{ params: typeof idParams; body: E; response: R }>;
  remove: Route<{ params: typeof idParams; response: typeof noContent }>;
  bulkRemove: BulkRoute;
}

/** Their schemas: the list's query and page, the create and edit bodies, and the row both answer. */
interface AdminRecordSchemas<Q, P, C, E, R> {
  query: Q;
  page: P;
  createBody: C;
  editBody: E;
  record: R;
}

/** The service calls behind them, each given the context first, and who acts for a write. */
interface AdminRecordHandlers<Ctx, Q extends z.ZodType, P extends z.ZodType, C extends z.ZodType, E extends z.ZodType, R extends z.ZodType> {
  list: (ctx: Ctx, query: z.output<Q>) => Promise<z.input<P>>;
  create: (ctx: Ctx, user: SessionUser, body: z.output<C>) => Promise<z.input<R>>;
  edit: (ctx: Ctx, user: SessionUser, id: number, body: z.output<E>) => Promise<z.input<R>>;
  remove: (ctx: Ctx, user: SessionUser, id: number) => Promise<void>;
  bulkRemove: (ctx: Ctx, user: SessionUser, ids: number[]) => Promise<z.input<typeof bulkResult>>;
}

/**
 * Serves an admin list's rows (admin and owner): the page, create (201), edit, delete (204) and
 * bulk delete, each one call of its service handler.
 */
export function serveAdminRecords<Ctx, Q extends z.ZodType, P extends z.ZodType, C extends z.ZodType, E extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  ctx: Ctx,
  records: { routes: AdminRecordRoutes<Q, P, C, E, R>; schemas: AdminRecordSchemas<Q, P, C, E, R>; handlers: AdminRecordHandlers<Ctx, Q, P, C, E, R> },
): void {
  const { routes, schemas, handlers } = records;
  const config = { access: 'admin' as const };
  // Fastify's request types leave a generic schema's output unresolved; serve has checked each against its schema
  serve(app, routes.list, { config, schema: { query: schemas.query, response: schemas.page } }, async (request) =>
    handlers.list(ctx, request.query as z.output<Q>),
  );
  serve(app, routes.create, { config, status: 201, schema: { body: schemas.createBody, response: schemas.record } }, async (request) =>
    handlers.create(ctx, request.user!, request.body as z.output<C>),
  );
  serve(app, routes.edit, { config, schema: { params: idParams, body: schemas.editBody, response: schemas.record } }, async (request) =>
    handlers.edit(ctx, request.user!, request.params.id, request.body as z.output<E>),
  );
  serve(app, routes.remove, { config, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await handlers.remove(ctx, request.user!, request.params.id);
    return null;
  });
  serveBulk(app, routes.bulkRemove, (user, ids) => handlers.bulkRemove(ctx, user, ids));
}
