import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { idParams } from '@shared/api/fields';
import { noContent } from '@shared/api/fields';
import type { Route } from '@shared/api/route';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import type { AccessRule } from '@server/plugins/access';
import * as service from './profile-records.service';
import type { RecordKindSpec } from './record-kinds';

/** The four routes of one kind of record, as the route table lists them: its items `Item`, its bodies' changes `Changes`. */
interface KindRoutes<Item, Changes> {
  list: Route<{ params: typeof idParams; response: z.ZodType<Item[]> }>;
  create: Route<{ params: typeof idParams; body: z.ZodType<Changes>; response: z.ZodType<Item> }>;
  edit: Route<{ params: typeof idParams; body: z.ZodType<Changes>; response: z.ZodType<Item> }>;
  remove: Route<{ params: typeof idParams; response: typeof noContent }>;
}

/** The list, create, edit and delete routes of one kind of record (`list`: the schema of its list). */
export function registerKind<Row, Item extends { id: number }, Changes, Values>(
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
