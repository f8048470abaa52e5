import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../shared/api/directory/clients';
import { releaseMissingList } from '../../../../shared/api/directory/profile-records';
import type { AppContext } from '../../../context';
import * as service from './profile-records.service';
import type { AccessRule } from '../../../plugins/access';
import type { AnyRecordKind } from './record-kinds';

/**
 * The records of the profile subpages, the same four routes for each kind ({kind}: socials,
 * bookings, press, awards):
 * - GET /api/clients/{id}/{kind}: the client's list (public, except bookings: managers only);
 * - POST /api/clients/{id}/{kind}: adds one (who may manage the client);
 * - PATCH and DELETE /api/{kind}/{itemId}: edits or deletes one (the service checks the record's
 *   client: 404 when the user may not manage it).
 * And GET /api/bookings/release-missing: the team's list of bookings flagged 'Release link missing'.
 * The access rules are in the service's JSDoc.
 */
export async function profileRecordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const spec of service.RECORD_KIND_SPECS) registerKind(app, ctx, spec);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bookings/release-missing',
    { config: { access: 'authenticated' }, schema: { response: { 200: releaseMissingList } } },
    async (request) => service.releaseMissingFor(ctx, request.user!),
  );
}

/** The list, create, edit and delete routes of one kind of record. */
function registerKind(app: FastifyInstance, ctx: AppContext, spec: AnyRecordKind): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient: { access: AccessRule } = { access: { manageClient: 'id' } };

  r.get(
    `/api/clients/:id/${spec.kind}`,
    { config: spec.readers === 'public' ? { access: 'public' } : manageClient, schema: { params: idParams, response: { 200: z.array(spec.answer) } } },
    async (request) => service.listRecords(ctx, spec, request.params.id, request.user),
  );

  r.post(
    `/api/clients/:id/${spec.kind}`,
    { config: manageClient, schema: { params: idParams, body: spec.createBody, response: { 201: spec.answer } } },
    async (request, reply) => reply.status(201).send(await service.createRecord(ctx, request.user!, spec, request.params.id, request.body)),
  );

  r.patch(
    `/api/${spec.kind}/:id`,
    { config: { access: 'authenticated' }, schema: { params: idParams, body: spec.editBody, response: { 200: spec.answer } } },
    async (request) => service.updateRecord(ctx, request.user!, spec, request.params.id, request.body),
  );

  r.delete(
    `/api/${spec.kind}/:id`,
    { config: { access: 'authenticated' }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteRecord(ctx, request.user!, spec, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
