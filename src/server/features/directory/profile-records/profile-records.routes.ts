import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../../../shared/api/directory/clients/clients';
import { awardList, bookingList, pressItemList, socialAccountList } from '../../../../shared/api/directory/profile-records';
import { directoryRoutes as routes } from '../../../../shared/api/directory/route-table';
import { noContent } from '../../../../shared/api/fields';
import type { Route } from '../../../../shared/api/route';
import type { AppContext } from '../../../context';
import { serve } from '../../../lib/serve';
import { siteOf } from '../../bookings/pipeline/site';
import type { AccessRule } from '../../../plugins/access';
import * as service from './profile-records.service';
import { awardKind, bookingKind, pressKind, type RecordKindSpec, socialKind } from './record-kinds';

/**
 * The records of the profile subpages, the same four routes for each kind ({kind}: socials,
 * bookings, press, awards):
 * - GET /api/clients/{id}/{kind}: the client's list (public, except bookings: managers only);
 * - POST /api/clients/{id}/{kind}: adds one (who may manage the client);
 * - PATCH and DELETE /api/{kind}/{itemId}: edits or deletes one (the service checks the record's
 *   client: 404 when the user may not manage it).
 * The access rules are in the service's JSDoc.
 */
export async function profileRecordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerKind(app, ctx, bookingKind, routes.records.bookings, bookingList);
  registerKind(app, ctx, socialKind, routes.records.socials, socialAccountList);
  registerKind(app, ctx, pressKind, routes.records.press, pressItemList);
  registerKind(app, ctx, awardKind, routes.records.awards, awardList);
}

/** The four routes of one kind of record, as the route table lists them: its items `Item`, its bodies' changes `Changes`. */
interface KindRoutes<Item, Changes> {
  list: Route<{ params: typeof idParams; response: z.ZodType<Item[]> }>;
  create: Route<{ params: typeof idParams; body: z.ZodType<Changes>; response: z.ZodType<Item> }>;
  edit: Route<{ params: typeof idParams; body: z.ZodType<Changes>; response: z.ZodType<Item> }>;
  remove: Route<{ params: typeof idParams; response: typeof noContent }>;
}

/** The list, create, edit and delete routes of one kind of record (`list`: the schema of its list). */
function registerKind<Row, Item extends { id: number }, Changes, Values>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RecordKindSpec<Row, Item, Changes, Values>,
  kindRoutes: KindRoutes<Item, Changes>,
  list: z.ZodType<Item[]>,
): void {
  const manageClient: { access: AccessRule } = { access: { manageClient: 'id' } };
  const signedIn = { access: 'authenticated' as const };

  serve(
    app,
    kindRoutes.list,
    { config: spec.readers === 'public' ? { access: 'public' } : manageClient, schema: { params: idParams, response: list } },
    async (request) => service.listRecords(ctx, spec, request.params.id, request.user),
  );

  serve(
    app,
    kindRoutes.create,
    { config: manageClient, status: 201, schema: { params: idParams, body: spec.createBody, response: spec.answer } },
    async (request) => service.createRecord(ctx, request.user!, spec, request.params.id, request.body, siteOf(ctx, request)),
  );

  serve(app, kindRoutes.edit, { config: signedIn, schema: { params: idParams, body: spec.editBody, response: spec.answer } }, async (request) =>
    service.updateRecord(ctx, request.user!, spec, request.params.id, request.body, siteOf(ctx, request)),
  );

  serve(app, kindRoutes.remove, { config: signedIn, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.deleteRecord(ctx, request.user!, spec, request.params.id);
    return null;
  });
}
