import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slugParams } from '../../../shared/api/clients';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { baseUrlOf } from '../auth/auth.routes';
import * as clientsRepo from '../clients/clients.repo';
import { squarePhotoJpeg } from '../share/profile-photo';
import { renderOneSheet } from './one-sheet';
import { popularTopics } from '../../../shared/popular-topics';
import { splitSampleQuestions } from '../../../shared/sample-questions';

const LINK_FIELDS = [
  ['Website', 'websiteUrl'],
  ['LinkedIn', 'linkedinUrl'],
  ['YouTube', 'youtubeUrl'],
  ['Book', 'bookUrl'],
  ['Instagram', 'instagramUrl'],
  ['Facebook', 'facebookUrl'],
] as const;

/** GET /api/clients/{slug}/pdf-profile: the one-sheet PDF, shown inline in a new tab. */
export async function pdfRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/clients/:slug/pdf-profile',
    { config: { access: 'public' }, schema: { params: slugParams } },
    async (request, reply) => {
      const client = await clientsRepo.findClientBySlug(db, request.params.slug);
      if (!client) throw notFound('Client not found');
      const [points, keywords, topics, photoJpeg] = await Promise.all([
        clientsRepo.listTalkingPoints(db, client.id),
        clientsRepo.listProfileKeywords(db, client.id),
        clientsRepo.listVideoTopics(db, client.id),
        squarePhotoJpeg(config.dataDir, client, 360),
      ]);
      const pdf = await renderOneSheet({
        name: client.name,
        headline: client.headline,
        bio: client.narrativeBio,
        photoJpeg,
        talkingPoints: points,
        sampleQuestions: splitSampleQuestions(client.sampleQuestions),
        topics: popularTopics(keywords, topics).map((t) => t.name),
        links: LINK_FIELDS.flatMap(([label, field]) => (client[field] ? [{ label, url: client[field] }] : [])),
        profileUrl: `${baseUrlOf(request, config.publicUrl)}/profile/${client.slug}`,
        siteName: config.siteName,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${client.slug}-one-sheet.pdf"`)
        .header('cache-control', 'no-cache')
        .send(pdf);
    },
  );
}
