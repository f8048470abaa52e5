import type { FastifyInstance } from 'fastify';
import { idParams } from '@shared/api/fields';
import { appearanceSuggestionPage, appearanceSuggestionsQuery } from '@shared/api/directory/appearances/appearance-suggestions';
import { appearance } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { publishVerified } from './appearance-events';
import * as service from './appearance-suggestions.service';

/**
 * The appearances the feeds suggest, for whoever may manage the client: the list with
 * its evidence, and accepting or rejecting one (by suggestion: the service checks its client and
 * answers 404 for another's).
 */
export async function appearanceSuggestionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { access: 'authenticated' as const };

  serve(
    app,
    routes.appearanceSuggestions,
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, query: appearanceSuggestionsQuery, response: appearanceSuggestionPage } },
    async (request) => service.listSuggestions(ctx, request.user!, request.params.id, request.query),
  );

  serve(app, routes.acceptAppearanceSuggestion, { config: signedIn, schema: { params: idParams, response: appearance } }, async (request) => {
    const accepted = await service.acceptSuggestion(ctx, request.user!, request.params.id);
    // a suggestion of a recorded booking's episode: accepting it publishes the booking
    await publishVerified(ctx, [accepted.verified], request.log);
    return accepted.appearance;
  });

  serve(app, routes.rejectAppearanceSuggestion, { config: signedIn, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.rejectSuggestion(ctx, request.user!, request.params.id);
    return null;
  });
}
