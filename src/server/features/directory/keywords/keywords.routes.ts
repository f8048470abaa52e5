import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../shared/api/directory/clients';
import { extractedKeywords } from '../../../../shared/api/directory/keywords';
import type { AppContext } from '../../../context';
import * as service from './keywords.service';

/**
 * Profile keywords: extracting them from the profile's own texts, and clearing them, for whoever
 * may manage the client (SPEC §6). Reading them is GET /api/clients/{id}/keywords (clients feature).
 */
export async function keywordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient = { access: { manageClient: 'id' } };

  r.post(
    '/api/clients/:id/extract-profile-keywords',
    { config: manageClient, schema: { params: idParams, response: { 200: extractedKeywords } } },
    async (request) => service.extractProfileKeywords(ctx, request.user!, request.params.id),
  );

  r.delete(
    '/api/clients/:id/keywords',
    { config: manageClient, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.clearProfileKeywords(ctx, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
