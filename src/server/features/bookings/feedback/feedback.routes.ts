import type { FastifyInstance } from 'fastify';
import {
  bookingFeedback,
  bookingFeedbackList,
  feedbackBody,
  feedbackForm,
  feedbackSent,
  feedbackTokenParams,
  testimonialBody,
} from '@shared/api/bookings/feedback';
import { quoteAgreed, quoteConsentView, quoteTokenParams } from '@shared/api/bookings/quote-consent';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import { idParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { siteOf } from '@server/platform/site';
import * as service from './feedback.service';
import * as consent from './quote-consent.service';

/**
 * A host's feedback after the episode through the link mailed when the booking was published
 * (public: the token is the key, limited per address as costly), the feedback on a client's
 * bookings for whoever may manage the client, the testimonials they choose from it (the service
 * answers 404 for a booking of a client the user may not manage), and the host's yes to be quoted
 * through the link mailed to them (public like the feedback link, never cached).
 */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { access: 'authenticated' as const };

  serve(
    app,
    routes.feedbackForm,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, secret: true, schema: { params: feedbackTokenParams, response: feedbackForm } },
    async (request) => service.feedbackForm(ctx, request.params.token),
  );

  serve(
    app,
    routes.sendFeedback,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, status: 201, schema: { params: feedbackTokenParams, body: feedbackBody, response: feedbackSent } },
    async (request) => service.sendFeedback(ctx, request.params.token, request.body, siteOf(ctx, request)),
  );

  serve(
    app,
    routes.clientFeedback,
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, response: bookingFeedbackList } },
    async (request) => service.clientFeedback(ctx, request.params.id),
  );

  serve(app, routes.approveTestimonial, { config: signedIn, schema: { params: idParams, body: testimonialBody, response: bookingFeedback } }, async (request) =>
    service.approveTestimonial(ctx, request.user!, request.params.id, request.body.quote, siteOf(ctx, request)),
  );

  serve(app, routes.withdrawTestimonial, { config: signedIn, schema: { params: idParams, response: bookingFeedback } }, async (request) =>
    service.withdrawTestimonial(ctx, request.user!, request.params.id),
  );

  const quoteLink = { config: { access: 'public' as const, rateLimit: COSTLY_LIMIT }, secret: true as const };

  serve(app, routes.quoteConsent, { ...quoteLink, schema: { params: quoteTokenParams, response: quoteConsentView } }, async (request) =>
    consent.quoteConsentView(ctx, request.params.token),
  );

  serve(app, routes.agreeToQuote, { ...quoteLink, schema: { params: quoteTokenParams, response: quoteAgreed } }, async (request) =>
    consent.agreeToQuote(ctx, request.params.token, siteOf(ctx, request)),
  );
}
