import type { FastifyInstance } from 'fastify';
import { awardList, pressItemList, socialAccountList } from '@shared/api/directory/profile-records';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import type { AppContext } from '@server/context';
import { registerKind } from './record-kind-routes';
import { awardKind, pressKind, socialKind } from './record-kinds';

/**
 * The records of the profile subpages, the same four routes for each kind ({kind}: socials,
 * press, awards; bookings register theirs in the bookings domain):
 * - GET /api/clients/{id}/{kind}: the client's list (public, except bookings: managers only);
 * - POST /api/clients/{id}/{kind}: adds one (who may manage the client);
 * - PATCH and DELETE /api/{kind}/{itemId}: edits or deletes one (the service checks the record's
 *   client: 404 when the user may not manage it).
 * The access rules are in the service's JSDoc.
 */
export async function profileRecordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerKind(app, ctx, socialKind, routes.records.socials, socialAccountList);
  registerKind(app, ctx, pressKind, routes.records.press, pressItemList);
  registerKind(app, ctx, awardKind, routes.records.awards, awardList);
}
