import type { SessionUser } from '@shared/api/session-user';
import { type ExtractedKeywords, KEYWORD_LIMITS } from '@shared/api/directory/keywords';
import { markdownToPlain } from '@shared/plain-text';
import { canManageClient } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { notFound } from '@server/lib/errors';
import { managerCheck } from '@server/lib/require-manager';
import { lockClientForWrite, writeAndAnnounce } from '../clients/client-writes';
import { recordEdit } from '@server/platform/update-log/content-changes';
import { candidatePhrases, type PhraseShares, rankKeywords, tokensOf } from './extract';
import * as repo from './keywords.repo';
import { phraseShares } from './phrase-shares';

/** What keyword writes need: the database, the search index (the directory's word frequencies) and the bus that tells the read cache. */
type KeywordsContext = Pick<AppContext, 'db' | 'bus' | 'cache' | 'search'>;

/** 403 unless the user may manage the client. */
const requireManager = managerCheck(canManageClient, 'the keywords');

/** Profiles read for the directory's phrase counts at most: spread evenly over the directory, so a large one costs no more. */
const PHRASE_SAMPLE = 1_000;

/** The texts keywords are drawn from: the bio as plain text, the talking points, the approved videos' titles and descriptions. */
function textsOf(source: repo.SourceTexts): string[] {
  return [markdownToPlain(source.bio), ...source.points.flatMap((p) => [p.title, p.full]), ...source.videos.flatMap((v) => [v.title, v.description ?? ''])];
}

/** How many profiles of the directory (a spread sample of up to PHRASE_SAMPLE) have each candidate phrase; cached like other reads of profiles. */
function directoryPhraseShares(ctx: Pick<AppContext, 'db' | 'cache'>): Promise<PhraseShares> {
  return ctx.cache.get('keywords:phrase-shares', ['clients', 'videos'], async () => {
    const sources = await repo.findSourceTextsOf(ctx.db, await repo.spreadClientIds(ctx.db, PHRASE_SAMPLE));
    return phraseShares([...sources.values()].map((source) => ({ name: source.name, texts: textsOf(source) })));
  });
}

/**
 * The profile's keywords, best first, computed from its bio, talking points and approved videos
 * (see extract.ts: RAKE candidate phrases shaped into topics, ranked by TF-IDF against the
 * directory's word frequencies from the search index, and without the phrases a large share of
 * the directory's profiles have). Deterministic: the same texts and directory give the same list.
 */
export async function computeProfileKeywords(ctx: Pick<AppContext, 'db' | 'cache' | 'search'>, clientId: number): Promise<string[]> {
  const source = await repo.findSourceTexts(ctx.db, clientId);
  if (!source) throw notFound('Client not found');
  const candidates = candidatePhrases(textsOf(source), [source.name]);
  // the directory search's freshness marker: gone after a profile write, so the index reads what changed first
  await ctx.cache.get('search-index:fresh', ['clients'], async () => ctx.search.markStale());
  const { documents, counts } = await ctx.search.documentFrequencies(tokensOf(candidates));
  const shares = await directoryPhraseShares(ctx);
  return rankKeywords(candidates, { documents, frequencyOf: (token) => counts.get(token) ?? 0 }, KEYWORD_LIMITS.extracted, shares);
}

/**
 * One audited write of the profile's keywords (`write` stores them, answering the list after it and
 * the audit's details), with their before and after in the update log; the read cache is told, so
 * the About pills and Popular Topics show them at once.
 */
async function writeKeywords(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  user: SessionUser,
  clientId: number,
  action: string,
  write: (tx: Tx) => Promise<{ after: string[]; details: Record<string, unknown> }>,
): Promise<void> {
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      const before = await repo.keywordsOf(tx, clientId);
      const { after, details } = await write(tx);
      await recordEdit(tx, user, { clientId, entityType: 'client', entityId: clientId, before: { keywords: before }, after: { keywords: after } });
      return { client, details };
    },
    ({ client, details }) => ({ action, targetType: 'client', targetId: client.id, details: { slug: client.slug, ...details } }),
  );
}

/**
 * POST /api/clients/{id}/extract-profile-keywords: computes the keywords and stores them in
 * order in place of the old ones, in one audited transaction (writeKeywords). Answers the stored keywords.
 */
export async function extractProfileKeywords(ctx: KeywordsContext, user: SessionUser, clientId: number): Promise<ExtractedKeywords> {
  requireManager(user, clientId);
  // computed before the transaction: the search index may read the database, which a held transaction would block
  const names = await computeProfileKeywords(ctx, clientId);
  await writeKeywords(ctx, user, clientId, 'keywords.extract', async (tx) => {
    await repo.replaceKeywords(tx, clientId, names);
    return { after: names, details: { keywords: names } };
  });
  return names.map((name) => ({ name }));
}

/** DELETE /api/clients/{id}/keywords: removes the profile's keywords (so they can be extracted again), audited. */
export async function clearProfileKeywords(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, clientId: number): Promise<void> {
  requireManager(user, clientId);
  await writeKeywords(ctx, user, clientId, 'keywords.clear', async (tx) => ({ after: [], details: { removed: await repo.deleteKeywords(tx, clientId) } }));
}
