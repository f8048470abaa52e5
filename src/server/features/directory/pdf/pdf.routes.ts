import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slugParams } from '../../../../shared/api/directory/clients';
import { opaqueBody } from '../../../../shared/api/fields';
import { isAdmin } from '../../../../shared/permissions';
import type { AppContext } from '../../../context';
import { linkBaseUrl } from '../../../lib/public-url';
import { COSTLY_LIMIT } from '../../../plugins/rate-limits';
import { oneSheetPdf } from './pdf.service';

/** GET /api/clients/{slug}/pdf-profile: the one-sheet PDF, shown inline in a new tab. */
export async function pdfRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/clients/:slug/pdf-profile',
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: slugParams, response: { 200: opaqueBody } } },
    async (request, reply) => {
      const { pdf, slug } = await oneSheetPdf(ctx, request.params.slug, linkBaseUrl(request, ctx.config), isAdmin(request.user));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${slug.replace(/[^\w.-]/g, '_')}-one-sheet.pdf"`)
        .header('cache-control', 'no-cache')
        .send(pdf);
    },
  );
}
