import type { FastifyInstance } from 'fastify';
import { promoCardParams, promoKit, promoKitList, promoKitParams, promoKitsSeen } from '@shared/api/bookings/promo-kits';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import { idParams } from '@shared/api/fields';
import { opaqueBody } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import type { AccessRule } from '@server/plugins/access';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import * as service from './promo-kits.service';

/**
 * A client's promo kits, for whoever may manage the client (the guest, their team, admins and
 * owners): the list and marking them seen (by the client's id), making one of a verified
 * appearance and downloading a card as an attachment (by the episode: the service answers 404 for
 * one of a client the user may not manage).
 */
export async function promoKitsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient: { access: AccessRule } = { access: { manageClient: 'id' } };

  serve(app, routes.promoKits, { config: manageClient, schema: { params: idParams, response: promoKitList } }, async (request) =>
    service.listPromoKits(ctx, request.params.id),
  );

  serve(app, routes.markPromoKitsSeen, { config: manageClient, schema: { params: idParams, response: promoKitsSeen } }, async (request) =>
    service.markPromoKitsSeen(ctx, request.user!, request.params.id),
  );

  serve(
    app,
    routes.makePromoKit,
    { config: { access: 'authenticated' }, status: 201, schema: { params: promoKitParams, response: promoKit } },
    async (request) => service.makeKitFor(ctx, siteOf(ctx, request), request.user!, request.params.episodeId),
  );

  serve(app, routes.promoCard, { config: { access: 'authenticated' }, schema: { params: promoCardParams, response: opaqueBody } }, async (request, reply) => {
    const { file, fileName } = await service.openCard(ctx, siteOf(ctx, request), request.user!, request.params.episodeId, request.params.card);
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
