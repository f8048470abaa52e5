import type { ColumnDef } from '@tanstack/react-table';
import { Download, ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { VIDEO_SPIDER_RESULT_SORTS, type VideoSpiderResult } from '@shared/api/directory/videos/video-spider';
import { Button } from '@client/components/ui/Button';
import { VideoThumbnail } from './VideoThumbnail';
import { cn } from '@client/lib/cn';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { ClientFilter } from '../clients/ClientFilter';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { RESULTS_KEY, useImportResults } from './use-video-spider';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { ClientLink } from '../clients/ClientLink';
import { TitledSection } from '@client/components/layout/TitledSection';

const FILTERS = ['jobId', 'clientId'] as const;
const published = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Where a result stands: new, or saved for its client since (pending or approved). */
function StateOf({ result }: { result: VideoSpiderResult }) {
  const [text, tone] =
    result.toApprove === null
      ? ['New', 'bg-accent-soft text-accent']
      : result.toApprove === 0
        ? ['Approved', 'bg-success-soft text-success']
        : ['Pending', 'bg-sunken text-ink-soft'];
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tone)}>{text}</span>;
}

/** The columns of the results: thumbnail, title (to YouTube), channel, published, views, client, state. */
function useColumns() {
  return useMemo<ColumnDef<VideoSpiderResult>[]>(
    () => [
      {
        id: 'thumbnail',
        header: () => <span className="sr-only">Thumbnail</span>,
        cell: ({ row }) => (
          <VideoThumbnail
            className="w-28 rounded"
            video={{ youtubeId: row.original.video.id, thumbnailUrl: row.original.video.thumbnailUrl, localThumbnail: null, vimeoId: null }}
          />
        ),
      },
      {
        id: 'title',
        header: 'Title',
        cell: ({ row }) => (
          <a className="link-inline inline-flex max-w-sm items-start gap-1 font-medium" href={row.original.video.url} target="_blank" rel="noreferrer noopener">
            <span className="line-clamp-2">{row.original.video.title}</span>
            <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-label="(opens YouTube)" />
          </a>
        ),
      },
      { id: 'channel', header: 'Channel', cell: ({ row }) => <span className="text-ink-soft">{row.original.video.channelTitle || '—'}</span> },
      {
        id: 'published',
        header: 'Published',
        cell: ({ row }) => <span className="whitespace-nowrap text-ink-soft">{published.format(new Date(row.original.video.publishedAt))}</span>,
      },
      {
        id: 'views',
        header: 'Views',
        cell: ({ row }) => <span className="text-ink-soft tabular-nums">{row.original.video.viewCount?.toLocaleString() ?? '—'}</span>,
      },
      {
        id: 'client',
        header: 'Client',
        cell: ({ row }) => <ClientLink slug={row.original.clientSlug} name={row.original.clientName} tail="#video-scan" />,
      },
      { id: 'state', header: 'State', cell: ({ row }) => <StateOf result={row.original} /> },
    ],
    [],
  );
}

/**
 * The videos a run found that their clients had not saved: searched, filtered by client and paged
 * on the server; select some and import them (pending approval). `jobId` is the run shown, `runNumber` its number among the runs.
 */
export function SpiderResultsTable({ jobId, runNumber }: { jobId: number | null; runNumber?: number }) {
  const list = useAdminList({ route: directoryRoutes.spiderResults, key: RESULTS_KEY, filters: FILTERS, defaults: { sort: 'found', dir: 'asc' } });
  const importing = useImportResults(list.clearSelection);
  const columns = useColumns();
  const { params, update } = list;
  const runId = Number(params.filters.jobId) || jobId;
  return (
    <TitledSection id="spider-results-heading" title={`Results to review${runNumber ? ` · run ${runNumber}` : ''}`} className="space-y-4">
      <ListToolbar label="results" q={params.q} onSearch={(q) => update({ q })}>
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
      </ListToolbar>
      <BulkActionBar count={list.selectedIds.length} onClear={list.clearSelection}>
        <Button
          size="sm"
          loading={importing.isPending}
          disabled={!runId}
          onClick={() => runId && importing.mutate({ jobId: runId, findingIds: list.selectedIds })}
        >
          <Download className="size-4" aria-hidden="true" />
          Import selected
        </Button>
      </BulkActionBar>
      <DataTable
        {...list.selectableTable}
        label="results"
        columns={columns}
        sortable={VIDEO_SPIDER_RESULT_SORTS}
        rowName={(row) => row.video.title}
        empty={
          params.q || params.filters.clientId
            ? 'No results match these filters.'
            : runId
              ? 'This run found no new videos.'
              : 'No runs yet: start one to find videos to review.'
        }
      />
    </TitledSection>
  );
}
