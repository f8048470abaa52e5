import type { FastifyInstance } from 'fastify';
import { bookingsAdminRoutes as admin } from '@shared/api/bookings/admin-route-table';
import {
  adminPitchesPage,
  adminPitchesQuery,
  pitchCreateBody,
  pitchCreated,
  pitchIdParams,
  pitchLinkParams,
  pitchPage,
  pitchRevoked,
  pitchTimeline,
  pitchTokenParams,
} from '@shared/api/bookings/pitches';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import { opaqueBody } from '@shared/api/fields';
import { clientOptions, clientOptionsQuery } from '@shared/api/directory/clients/client-options';
import type { AppContext } from '@server/context';
import { isPersonVisit, visitorOf } from '@server/lib/person-visit';
import { linkBaseUrl } from '@server/lib/public-url';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import * as service from './pitches.service';

/**
 * Pitch pages: the agency makes, lists, follows, renews the link of and revokes them, and picks their guests (admins,
 * owners and team members; the service narrows a team member to their own guests); a visitor holding the link
 * reads the page and follows its tracked links (public: the token is the key, limited as costly);
 * only a person's visit goes on the timeline (`isPersonVisit`: no HEAD, scanner or preview), and
 * their opens of the page once an hour (`visitorOf`).
 */
export async function pitchesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, admin.pitches, { config: { access: 'agency' }, schema: { query: adminPitchesQuery, response: adminPitchesPage } }, async (request) =>
    service.listPitches(ctx, request.user!, request.query),
  );

  serve(app, admin.createPitch, { config: { access: 'agency' }, status: 201, schema: { body: pitchCreateBody, response: pitchCreated } }, async (request) =>
    service.createPitch(ctx, request.user!, request.body, linkBaseUrl(request, ctx.config, request.log)),
  );

  serve(app, admin.pitchGuestOptions, { config: { access: 'agency' }, schema: { query: clientOptionsQuery, response: clientOptions } }, async (request) =>
    service.guestOptions(ctx, request.user!, request.query),
  );

  serve(app, admin.pitchTimeline, { config: { access: 'agency' }, schema: { params: pitchIdParams, response: pitchTimeline } }, async (request) =>
    service.timeline(ctx, request.user!, request.params.id),
  );

  serve(app, admin.newPitchLink, { config: { access: 'agency' }, schema: { params: pitchIdParams, response: pitchCreated } }, async (request) =>
    service.newPitchLink(ctx, request.user!, request.params.id, linkBaseUrl(request, ctx.config, request.log)),
  );

  serve(app, admin.revokePitch, { config: { access: 'agency' }, schema: { params: pitchIdParams, response: pitchRevoked } }, async (request) =>
    service.revokePitch(ctx, request.user!, request.params.id),
  );

  serve(
    app,
    routes.pitchPage,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, secret: true, schema: { params: pitchTokenParams, response: pitchPage } },
    async (request, reply) => {
      // its address is never sent on as a referrer
      reply.header('referrer-policy', 'no-referrer');
      return service.pitchPage(ctx, request.params.token, visitorOf(request));
    },
  );

  serve(
    app,
    routes.pitchLink,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, status: 302, secret: true, schema: { params: pitchLinkParams, response: opaqueBody } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const target = await service.followLink(ctx, request.params.token, request.params.clientId, request.params.kind, isPersonVisit(request));
      return reply.redirect(target, 302);
    },
  );
}
