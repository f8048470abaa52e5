import type { FastifyInstance } from 'fastify';
import { idParams } from '@shared/api/fields';
import { extractedKeywords } from '@shared/api/directory/keywords';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './keywords.service';

/**
 * Profile keywords: extracting them from the profile's own texts, and clearing them, for whoever
 * may manage the client. Reading them is GET /api/clients/{id}/keywords (clients feature).
 */
export async function keywordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient = { access: { manageClient: 'id' } };

  serve(app, routes.extractKeywords, { config: manageClient, schema: { params: idParams, response: extractedKeywords } }, async (request) =>
    service.extractProfileKeywords(ctx, request.user!, request.params.id),
  );

  serve(app, routes.clearKeywords, { config: manageClient, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.clearProfileKeywords(ctx, request.user!, request.params.id);
    return null;
  });
}
