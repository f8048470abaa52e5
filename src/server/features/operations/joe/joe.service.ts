import { accountRoutes } from '@shared/api/account/route-table';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { JOE_GROUP_LIMIT, type JoeAnswer, type JoeResult } from '@shared/api/operations/joe';
import { addressOf } from '@shared/api/route';
import type { AppContext } from '@server/context';
import * as repo from './joe.repo';

/** What JOE reads: the database, the client search index and the read cache that says when it is stale. */
type JoeContext = Pick<AppContext, 'db' | 'search' | 'cache'>;

const enc = encodeURIComponent;
/** A search term for an admin list's URL, from a title (lists take at most 200 characters). */
const listTerm = (title: string) => enc(title.slice(0, 100));

/** Clients: the in-process search index (listed profiles, typo tolerant), topped up with unlisted ones by name. */
async function clientResults(ctx: JoeContext, q: string): Promise<JoeResult[]> {
  // as the directory search does: the marker's absence (a client write was announced) makes the index read what changed
  await ctx.cache.get('search-index:fresh', ['clients'], async () => ctx.search.markStale());
  const [listed, unlisted] = await Promise.all([ctx.search.search(q, { limit: JOE_GROUP_LIMIT, offset: 0 }), repo.unlistedClients(ctx.db, q, JOE_GROUP_LIMIT)]);
  return [...listed.rows, ...unlisted].slice(0, JOE_GROUP_LIMIT).map((c) => ({
    id: c.id,
    title: c.name,
    subtitle: c.headline,
    open: `/profile/${enc(c.slug)}`,
    edit: `/admin/directory/${c.id}`,
    slug: c.slug,
    impersonate: addressOf(accountRoutes.viewAs, { params: { slug: c.slug } }),
  }));
}

/**
 * JOE, the admin's command palette: up to JOE_GROUP_LIMIT matches in each group (clients,
 * videos, talking points, key facts, episodes, podcasts, users), searched in parallel, each with
 * the addresses of its actions.
 */
export async function search(ctx: JoeContext, q: string): Promise<JoeAnswer> {
  const n = JOE_GROUP_LIMIT;
  const [clients, videos, points, facts, episodes, podcasts, users] = await Promise.all([
    clientResults(ctx, q),
    repo.videosMatching(ctx.db, q, n),
    repo.talkingPointsMatching(ctx.db, q, n),
    repo.keyFactsMatching(ctx.db, q, n),
    repo.episodesMatching(ctx.db, q, n),
    repo.podcastsMatching(ctx.db, q, n),
    repo.usersMatching(ctx.db, q, n),
  ]);
  return {
    clients,
    videos: videos.map((v) => ({
      id: v.id,
      title: v.title,
      subtitle: `${v.clientName} · ${v.unavailable ? 'Unavailable' : v.toApprove === 0 ? 'Approved' : 'Pending approval'}`,
      open: `/profile/${enc(v.slug)}/video/${v.id}`,
      edit: `/admin/videos?q=${listTerm(v.title)}`,
      ...(v.toApprove === 1 && !v.unavailable ? { approve: addressOf(directoryRoutes.approveVideo, { params: { id: v.id } }) } : {}),
    })),
    talkingPoints: points.map((p) => ({
      id: p.id,
      title: p.title,
      subtitle: p.clientName,
      open: `/admin/talking-points?clientId=${p.clientId}`,
      edit: `/admin/talking-points?clientId=${p.clientId}&q=${listTerm(p.title)}`,
    })),
    keyFacts: facts.map((f) => ({ id: f.id, title: f.fact, subtitle: f.videoTitle, open: `/profile/${enc(f.slug)}/video/${f.videoId}` })),
    episodes: episodes.map((e) => ({
      id: e.id,
      title: e.title,
      subtitle: `${e.podcastName} · ${e.releaseStatus}`,
      open: `/admin/episodes?q=${listTerm(e.title)}`,
    })),
    podcasts: podcasts.map((p) => ({ id: p.id, title: p.name, subtitle: p.host, open: `/admin/podcasts?q=${listTerm(p.name)}` })),
    users: users.map((u) => ({ id: u.id, title: u.name || u.email, subtitle: `${u.email} · ${u.role}`, open: `/admin/users?q=${enc(u.email)}` })),
  };
}
