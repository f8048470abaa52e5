import { EVIDENCE_GRADE_LABELS, SELF_REPORTED_EVIDENCE } from '@shared/api/directory/appearances/evidence';
import { safeLink } from '@shared/api/fields';
import { popularTopics } from '@shared/popular-topics';
import { splitSampleQuestions } from '@shared/sample-questions';
import type { AppContext } from '@server/context';
import { notFound } from '@server/lib/errors';
import { countDaily } from '@server/platform/daily-counters';
import * as clientsRepo from '../clients/clients.repo';
import { squarePhotoJpeg } from '../share/profile-photo';
import { pageClientAppearances } from '../podcasts/podcasts.repo';
import { withVerification } from '../appearances/verification';
import { type OneSheetAppearance, renderOneSheet } from './one-sheet';
import { formatDate } from '@shared/dates';

const LINK_FIELDS = [
  ['Website', 'websiteUrl'],
  ['LinkedIn', 'linkedinUrl'],
  ['YouTube', 'youtubeUrl'],
  ['Book', 'bookUrl'],
  ['Instagram', 'instagramUrl'],
  ['Facebook', 'facebookUrl'],
] as const;

/** The most podcast appearances a one-sheet lists (those a person stands behind first, then the newest); a line counts the rest. */
const APPEARANCES_SHOWN = 6;

/** An appearance as the one-sheet prints it: its show and month, its grade, what the grade rests on and its source. */
function oneSheetAppearance(row: Awaited<ReturnType<typeof pageClientAppearances>>['rows'][number]): OneSheetAppearance {
  const { verified, grade, ...e } = withVerification(row);
  return {
    title: e.title,
    show: e.podcastName,
    when: e.publishedAt ? formatDate.monthYear(e.publishedAt.toISOString()) : null,
    grade: EVIDENCE_GRADE_LABELS[grade],
    evidence: verified?.evidence ?? SELF_REPORTED_EVIDENCE,
    sourceUrl: verified?.sourceUrl ?? null,
  };
}

/** The rows of a client's list (none when the client is gone). */
function listOnly<T>(found: clientsRepo.ClientList<T> | undefined): T[] {
  return found?.list ?? [];
}

/** A client's one-sheet PDF and its slug; 404 for an unknown slug, or an archived one unless `includeArchived` (admins). Only http(s) links are printed. */
export async function oneSheetPdf(
  { db, config, storage }: Pick<AppContext, 'db' | 'config' | 'storage'>,
  slug: string,
  baseUrl: string,
  includeArchived = false,
) {
  const client = await clientsRepo.findClientBySlug(db, slug, includeArchived);
  if (!client) throw notFound('Client not found');
  const [points, keywords, topics, appearances, photoJpeg] = await Promise.all([
    clientsRepo.listTalkingPointsOf(db, client.id).then(listOnly),
    clientsRepo.listProfileKeywordsOf(db, client.id).then(listOnly),
    clientsRepo.listVideoTopicsOf(db, client.id).then(listOnly),
    pageClientAppearances(db, client.id, { limit: APPEARANCES_SHOWN, offset: 0 }),
    squarePhotoJpeg(storage, client, 360),
  ]);
  const pdf = await renderOneSheet({
    name: client.name,
    headline: client.headline,
    bio: client.narrativeBio,
    photoJpeg,
    talkingPoints: points,
    appearances: appearances.rows.map(oneSheetAppearance),
    moreAppearances: appearances.total - appearances.rows.length,
    sampleQuestions: splitSampleQuestions(client.sampleQuestions),
    topics: popularTopics(keywords, topics).map((t) => t.name),
    links: LINK_FIELDS.flatMap(([label, field]) => {
      const url = safeLink(client[field]);
      return url ? [{ label, url }] : [];
    }),
    profileUrl: `${baseUrl}/profile/${encodeURIComponent(client.slug)}`,
    siteName: config.siteName,
  });
  await countDaily(db, 'pdf_download', client.id); // the dashboard's downloads: made, so answered 200
  return { pdf, slug: client.slug };
}
