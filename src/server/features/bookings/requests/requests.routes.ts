import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteOf } from '@server/platform/site';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import {
  adminBookingRequestsPage,
  adminBookingRequestsQuery,
  bookingRequestBody,
  bookingRequestSent,
  hostRequestAnswer,
  hostRequestConfirmed,
  hostTokenParams,
  resendLinksBody,
} from '@shared/api/bookings/requests';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import { ownershipTag } from '@shared/api/directory/appearances/feeds';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import * as service from './requests.service';
import { resendHostLinks } from './resend-links.service';
import { hostOwnershipTag } from './show-ownership.service';

/**
 * A host's request for a guest (public, 202), their links mailed again (public, 202), the host's
 * own link (public: the token is the key; once declined or withdrawn it says only that), its confirmation and the tag proving their show's feed, and the agency's inbox (admins, owners and team members; the service narrows
 * a team member to the guests they are assigned to). The public routes are limited per address as costly; the two that mail
 * also count each attempt against the address as the app sees it (`request.ip`: behind a trusted proxy, its forwarded client).
 */
export async function requestsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const site = (request: FastifyRequest) => siteOf(ctx, request);

  serve(
    app,
    routes.requestGuest,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, status: 202, schema: { body: bookingRequestBody, response: bookingRequestSent } },
    async (request) => service.requestGuest(ctx, request.body, site(request), request.ip),
  );

  serve(
    app,
    routes.resendHostLinks,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, status: 202, schema: { body: resendLinksBody, response: bookingRequestSent } },
    async (request) => resendHostLinks(ctx, request.body, site(request), request.ip),
  );

  serve(
    app,
    routes.hostRequest,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, secret: true, schema: { params: hostTokenParams, response: hostRequestAnswer } },
    async (request) => service.hostRequestPage(ctx, request.params.token),
  );

  serve(
    app,
    routes.confirmRequest,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: hostTokenParams, response: hostRequestConfirmed } },
    async (request) => service.confirmRequest(ctx, request.params.token, site(request)),
  );

  serve(
    app,
    routes.hostOwnershipTag,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, secret: true, schema: { params: hostTokenParams, response: ownershipTag } },
    async (request) => hostOwnershipTag(ctx, request.params.token),
  );

  serve(
    app,
    bookingsAdminRoutes.requests,
    { config: { access: 'agency' }, schema: { query: adminBookingRequestsQuery, response: adminBookingRequestsPage } },
    async (request) => service.inbox(ctx, request.user!, request.query),
  );
}
