import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A video the fake knows, as its tests describe it. */
export interface FakeVideo {
  id: string;
  title: string;
  description?: string;
  publishedAt: string;
  channelTitle?: string;
  viewCount?: number;
  /** Omitted: the like count is hidden, as YouTube does when a channel hides it. */
  likeCount?: number;
  /** Omitted: public. */
  privacyStatus?: 'public' | 'unlisted' | 'private';
  /** Omitted: processed. */
  uploadStatus?: 'processed' | 'uploaded' | 'deleted' | 'failed' | 'rejected';
}

/**
 * How the fake answers: normally; 403 quotaExceeded; 403 keyInvalid-like refusal; 500;
 * a 200 that is not JSON; JSON of the wrong shape; or slowly (after `slowMs`).
 */
export type FakeMode = 'ok' | 'quota' | 'forbidden' | 'server-error' | 'malformed' | 'wrong-shape' | 'slow';

/** One request the fake received: the resource and its query. */
export interface FakeRequest {
  resource: string;
  query: Record<string, string>;
}

/** A local fake of the YouTube Data API v3 (search.list, and videos.list with its snippet, statistics and status parts), on 127.0.0.1. */
export interface FakeYouTube {
  /** The base URL to configure as YOUTUBE_BASE_URL, e.g. http://127.0.0.1:41234/youtube/v3. */
  baseUrl: string;
  /** The key it accepts; any other key gets YouTube's 400 keyInvalid. */
  apiKey: string;
  /** The videos every search finds (newest or not: the caller sorts). */
  videos: FakeVideo[];
  mode: FakeMode;
  /** How long 'slow' waits before answering. */
  slowMs: number;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** The thumbnails YouTube lists for a video (the real hosts: tests make them fail or answer them). */
function thumbnails(id: string) {
  const at = (name: string, width: number, height: number) => ({ url: `https://i.ytimg.com/vi/${id}/${name}.jpg`, width, height });
  return { default: at('default', 120, 90), medium: at('mqdefault', 320, 180), high: at('hqdefault', 480, 360) };
}

function snippetOf(v: FakeVideo) {
  return {
    publishedAt: v.publishedAt,
    channelId: 'UCfakechannel000000000000',
    title: v.title,
    description: v.description ?? '',
    thumbnails: thumbnails(v.id),
    channelTitle: v.channelTitle ?? 'Fake Channel',
    liveBroadcastContent: 'none',
  };
}

/** YouTube's error envelope. */
function errorJson(code: number, reason: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] } };
}

/** Starts the fake on a free port of 127.0.0.1 with these videos. */
export async function startFakeYouTube(videos: FakeVideo[] = []): Promise<FakeYouTube> {
  const fake = {
    apiKey: 'fake-youtube-key',
    videos,
    mode: 'ok' as FakeMode,
    slowMs: 2_000,
    requests: [] as FakeRequest[],
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const answer = (resource: string, query: URLSearchParams) => {
    if (resource === 'search') {
      const max = Number(query.get('maxResults') ?? 5);
      const items = fake.videos
        .slice(0, max)
        .map((v) => ({ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: v.id }, snippet: snippetOf(v) }));
      return { kind: 'youtube#searchListResponse', pageInfo: { totalResults: items.length, resultsPerPage: max }, items };
    }
    const ids = new Set((query.get('id') ?? '').split(','));
    const withStatus = (query.get('part') ?? '').split(',').includes('status');
    const items = fake.videos
      .filter((v) => ids.has(v.id))
      .map((v) => ({
        kind: 'youtube#video',
        id: v.id,
        snippet: snippetOf(v),
        statistics: {
          viewCount: String(v.viewCount ?? 0),
          ...(v.likeCount === undefined ? {} : { likeCount: String(v.likeCount) }),
          favoriteCount: '0',
          commentCount: '0',
        },
        ...(withStatus ? { status: { uploadStatus: v.uploadStatus ?? 'processed', privacyStatus: v.privacyStatus ?? 'public', embeddable: true } } : {}),
      }));
    return { kind: 'youtube#videoListResponse', pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items };
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const resource = url.pathname.replace(/^\/youtube\/v3\//, '');
    fake.requests.push({ resource, query: Object.fromEntries(url.searchParams) });
    if (req.method !== 'GET' || (resource !== 'search' && resource !== 'videos')) return send(res, 404, errorJson(404, 'notFound', 'Not Found'));
    if (url.searchParams.get('key') !== fake.apiKey) return send(res, 400, errorJson(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
    switch (fake.mode) {
      case 'quota':
        return send(res, 403, errorJson(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.'));
      case 'forbidden':
        return send(res, 403, errorJson(403, 'forbidden', 'Access forbidden.'));
      case 'server-error':
        return send(res, 500, errorJson(500, 'backendError', 'Backend Error'));
      case 'malformed':
        return send(res, 200, '{"items": [ {"id": ');
      case 'wrong-shape':
        return send(res, 200, { items: 'not a list' });
      case 'slow':
        await new Promise((r) => setTimeout(r, fake.slowMs));
        return send(res, 200, answer(resource, url.searchParams));
      default:
        return send(res, 200, answer(resource, url.searchParams));
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
