// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { SavedVideo, ScannedVideo, ScanPanel } from '@shared/api/directory/videos/video-scan';
import { dismissToast, getToasts } from '@client/components/ui/toast-store';
import VideoScanPanel from './VideoScanPanel';

const client = { id: 7, name: 'Ada Lovelace', slug: 'ada' } as ClientDetail;
const none = { import: false, approve: false, hide: false };

const saved = (fields: Partial<SavedVideo>): SavedVideo => ({
  id: 1,
  youtubeId: 'savedVideo1',
  vimeoId: null,
  localThumbnail: null,
  thumbnailUrl: null,
  title: 'A saved talk',
  description: '',
  publishedAt: '2023-01-01T00:00:00.000Z',
  channelTitle: 'Channel',
  viewCount: 5,
  likes: 1,
  toApprove: 1,
  unavailableReason: null,
  ...fields,
});
const result = (fields: Partial<ScannedVideo>): ScannedVideo => ({
  id: 'newVideo001',
  title: 'A new talk',
  description: '',
  thumbnailUrl: null,
  publishedAt: '2024-01-01T00:00:00.000Z',
  channelTitle: 'Channel',
  viewCount: 10,
  likes: null,
  url: 'https://www.youtube.com/watch?v=newVideo001',
  dbVideoId: null,
  toApprove: null,
  ...fields,
});

/** Answers for each "METHOD path" the panel may call; anything else is a 404. */
type Answers = Record<string, () => Response>;
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: string[] = [];

function renderPanel(panel: ScanPanel, answers: Answers = {}) {
  const routes: Answers = { [`GET /api/videos/scan-panel/${client.id}`]: json(panel), ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const key = `${init.method} ${path}`;
      calls.push(key);
      return (routes[key] ?? json({ message: 'Not found', code: 'NOT_FOUND' }, 404))();
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VideoScanPanel client={client} />
    </QueryClientProvider>,
  );
}

const toastTexts = () => getToasts().map((t) => [t.type, t.title, t.message]);
/** The Scan YouTube button once the panel's data is known (disabled until then). */
async function scanButton() {
  await screen.findByRole('heading', { name: 'Saved videos' });
  return screen.getByRole('button', { name: 'Scan YouTube' });
}

beforeEach(() => {
  calls = [];
  for (const t of getToasts()) dismissToast(t.id);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the video-scan panel', () => {
  it('says plainly that YouTube is not configured, and offers no scan', async () => {
    renderPanel({ youtubeConfigured: false, can: none, videos: [] });
    expect(await screen.findByText('YouTube is not configured')).toBeTruthy();
    expect((await scanButton()).hasAttribute('disabled')).toBe(true);
    expect(calls).toEqual([`GET /api/videos/scan-panel/${client.id}`]);
  });

  it('toasts Scan Failed with the spec’s text, and shows why', async () => {
    renderPanel(
      { youtubeConfigured: true, can: none, videos: [] },
      {
        'POST /api/scan-youtube-videos': json(
          { message: 'The YouTube quota for today is used up. Please try again later.', code: 'YOUTUBE_QUOTA_EXCEEDED' },
          503,
        ),
      },
    );
    fireEvent.click(await scanButton());
    await waitFor(() => expect(toastTexts()).toContainEqual(['error', 'Scan Failed', 'Failed to scan YouTube videos. Please try again.']));
    expect(await screen.findByText('The YouTube quota for today is used up. Please try again later.')).toBeTruthy();
  });

  it('toasts No Videos Found (neutral) when YouTube finds nothing', async () => {
    renderPanel({ youtubeConfigured: true, can: none, videos: [] }, { 'POST /api/scan-youtube-videos': json([]) });
    fireEvent.click(await scanButton());
    await waitFor(() => expect(toastTexts()).toContainEqual(['info', 'No Videos Found', undefined]));
    expect(await screen.findByText('No videos featuring Ada Lovelace were found on YouTube.')).toBeTruthy();
  });

  it('shows a team member results and badges with no Import, Approve, Disapprove or Hide', async () => {
    const approved = saved({ id: 2, youtubeId: 'approvedVi2', title: 'Approved talk', toApprove: 0 });
    renderPanel(
      { youtubeConfigured: true, can: none, videos: [saved({}), approved] },
      { 'POST /api/scan-youtube-videos': json([result({}), result({ id: 'approvedVi2', title: 'Approved talk', dbVideoId: 2, toApprove: 0 })]) },
    );
    fireEvent.click(await scanButton());
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Video Scan Complete', 'Found 2 videos featuring Ada Lovelace']));
    await screen.findByRole('list', { name: 'YouTube results for Ada Lovelace' });
    expect(screen.getAllByText('Approved')).toHaveLength(2);
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^(Import|Approve|Disapprove|Hide)/ })).toEqual([]);
    expect(screen.getByText('Importing or hiding a video is up to Ada Lovelace or an admin: team members don’t change the profile’s videos.')).toBeTruthy();
  });

  it('gives admins Approve and Disapprove with the spec’s toasts, success and failure', async () => {
    renderPanel(
      {
        youtubeConfigured: true,
        can: { import: true, approve: true, hide: true },
        videos: [saved({ id: 1 }), saved({ id: 2, youtubeId: 'approvedVi2', title: 'Approved talk', toApprove: 0 })],
      },
      {
        'POST /api/videos/1/approve': json({ videoId: 1, toApprove: 0 }),
        'POST /api/videos/2/disapprove': json({ message: 'Video not found', code: 'NOT_FOUND' }, 404),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve: A saved talk' }));
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Video Approved', 'Video will now appear on the profile']));
    fireEvent.click(await screen.findByRole('button', { name: 'Disapprove: Approved talk' }));
    await waitFor(() => expect(toastTexts()).toContainEqual(['error', 'Failed to disapprove video', 'Video not found']));
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('gives the guest Import and Hide, with the spec’s toasts', async () => {
    renderPanel(
      {
        youtubeConfigured: true,
        can: { import: true, approve: false, hide: true },
        videos: [saved({ id: 2, youtubeId: 'approvedVi2', title: 'Approved talk', toApprove: 0 })],
      },
      {
        'POST /api/scan-youtube-videos': json([result({})]),
        'POST /api/videos/import-youtube': json({ message: 'Boom', code: 'X' }, 500),
        'POST /api/videos/2/hide': json({ videoId: 2, toApprove: 1 }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hide: Approved talk' }));
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Video Hidden', 'Video will not appear on the profile']));
    expect(screen.queryByRole('button', { name: /^(Approve|Disapprove)/ })).toBeNull();
    fireEvent.click(await scanButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Import: A new talk' }));
    await waitFor(() => expect(toastTexts().map((t) => t[1])).toContain('Failed to import video'));
  });

  it('imports a result with the spec’s toast and keeps focus on its card, whose Import button is gone', async () => {
    renderPanel(
      { youtubeConfigured: true, can: { import: true, approve: false, hide: true }, videos: [] },
      { 'POST /api/scan-youtube-videos': json([result({})]), 'POST /api/videos/import-youtube': json({ videoId: 9, toApprove: 1 }, 201) },
    );
    fireEvent.click(await scanButton());
    const importButton = await screen.findByRole('button', { name: 'Import: A new talk' });
    importButton.focus();
    fireEvent.click(importButton);
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Video Imported', 'Video saved and ready for approval']));
    await waitFor(() => expect(document.activeElement?.id).toBe('scan-result-newVideo001'));
  });
});
