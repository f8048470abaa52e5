import type { FastifyInstance } from 'fastify';
import { slugParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { opaqueBody } from '@shared/api/fields';
import { isAdmin } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { linkBaseUrl } from '@server/lib/public-url';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { oneSheetPdf } from './pdf.service';

/** GET /api/clients/{slug}/pdf-profile: the one-sheet PDF, shown inline in a new tab. */
export async function pdfRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.pdfProfile,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: slugParams, response: opaqueBody } },
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
