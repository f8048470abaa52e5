import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { bulkIdsBody, bulkResult } from '@shared/api/admin-lists';
import type { Route } from '@shared/api/route';
import type { SessionUser } from '@shared/api/session-user';
import { serve } from './serve';

/** A bulk action's route: the checked rows' ids in the body, how many rows changed in the answer. */
export type BulkRoute = Route<{ body: typeof bulkIdsBody; response: typeof bulkResult }>;

/** Serves an admin list's bulk action (admin and owner): `run` gets who asks and the ids, and answers how many rows changed. */
export function serveBulk(app: FastifyInstance, route: BulkRoute, run: (user: SessionUser, ids: number[]) => Promise<z.input<typeof bulkResult>>): void {
  serve(app, route, { config: { access: 'admin' }, schema: { body: bulkIdsBody, response: bulkResult } }, async (request) =>
    run(request.user!, request.body.ids),
  );
}
