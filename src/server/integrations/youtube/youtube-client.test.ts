import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type FakeYouTube, startFakeYouTube } from '@tests/fakes/youtube-server';
import { freePort } from '@tests/helpers/free-port';
import { createYouTubeClient, YouTubeError } from './youtube-client';

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube([{ id: 'aaaaaaaaaa1', title: 'One', publishedAt: '2024-01-01T00:00:00Z', viewCount: 5, likeCount: 2 }]);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** The kind of YouTubeError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(YouTubeError);
  return (error as YouTubeError).kind;
}

it('is not configured without a key, and says so without calling out', async () => {
  const client = createYouTubeClient({ apiKey: undefined, baseUrl: fake.baseUrl, timeoutMs: 500 });
  expect(client.configured).toBe(false);
  expect(await failureOf(client.searchVideos('Ada', 5))).toBe('not_configured');
  expect(fake.requests).toEqual([]);
});

it('reads search.list and videos.list into videos', async () => {
  const client = createYouTubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, timeoutMs: 500 });
  expect(await client.searchVideos('Ada', 5)).toEqual([
    {
      id: 'aaaaaaaaaa1',
      title: 'One',
      description: '',
      thumbnailUrl: 'https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg',
      publishedAt: '2024-01-01T00:00:00.000Z',
      channelTitle: 'Fake Channel',
      viewCount: 5,
      likes: 2,
    },
  ]);
});

it('calls a refused key "rejected" and an address nobody listens on "unreachable"', async () => {
  expect(await failureOf(createYouTubeClient({ apiKey: 'wrong', baseUrl: fake.baseUrl, timeoutMs: 500 }).searchVideos('Ada', 5))).toBe('rejected');
  const closed = `http://127.0.0.1:${await freePort()}/youtube/v3`;
  expect(await failureOf(createYouTubeClient({ apiKey: 'k', baseUrl: closed, timeoutMs: 500 }).searchVideos('Ada', 5))).toBe('unreachable');
});
