import type { ReactNode } from 'react';
import { formatDate } from '@shared/dates';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { VideoThumbnail } from './VideoThumbnail';
import type { ThumbnailSource } from './video-thumbnails';
import { cn } from '@client/lib/cn';

/** What a card shows of a video, scanned or saved. */
export interface VideoCardFields extends ThumbnailSource {
  /** The saved video's id (it reports a thumbnail failure), undefined for an unsaved scan result. */
  savedId?: number;
  title: string;
  url: string | null;
  channelTitle: string | null;
  publishedAt: string | null;
  viewCount: number | null;
  likes: number | null;
  /** The saved video's state (0 approved, 1 pending), null when unsaved or unknown. */
  toApprove: number | null;
  unavailableReason?: string | null;
}

const counts = new Intl.NumberFormat('en');

/** The approval badge of a saved video: Approved, Pending, else Unknown. */
function StatusBadge({ toApprove }: { toApprove: number | null }) {
  const [label, tone] =
    toApprove === 0
      ? ['Approved', 'bg-success-soft text-success']
      : toApprove === 1
        ? ['Pending', 'bg-sunken text-ink-soft']
        : ['Unknown', 'bg-sunken text-muted'];
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{label}</span>;
}

/**
 * A video of the scan panel: thumbnail, title, channel, date, views and likes, the saved state's
 * badge (none for an unsaved result) and the actions the viewer may take. Pending cards are
 * greyed through the picture, so their text keeps its contrast. The card (`id`) takes focus when
 * an action replaces the button that had it.
 */
export function VideoScanCard({ id, video, saved, children }: { id: string; video: VideoCardFields; saved: boolean; children?: ReactNode }) {
  const pending = saved && video.toApprove !== 0;
  const facts = [
    video.channelTitle,
    video.publishedAt && formatDate.dayMonthYear(video.publishedAt),
    video.viewCount !== null && `${counts.format(video.viewCount)} views`,
    video.likes !== null && `${counts.format(video.likes)} likes`,
  ].filter(Boolean);
  return (
    <li id={id} tabIndex={-1} className="flex flex-col gap-2 rounded-lg outline-offset-4" data-pending={pending || undefined}>
      <VideoThumbnail video={{ ...video, id: video.savedId }} className={cn('rounded-lg', pending && 'opacity-50 grayscale')} />
      <div className="flex items-start justify-between gap-2">
        <h4 className="line-clamp-2 text-sm font-medium">
          <ExternalTitle title={video.title} url={video.url} />
        </h4>
        {saved && <StatusBadge toApprove={video.toApprove} />}
      </div>
      <p className="text-xs text-muted">{facts.join(' · ')}</p>
      {video.unavailableReason && <p className="text-xs text-muted">A visitor’s browser could not show any thumbnail of this video.</p>}
      {children && <div className="mt-auto flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
