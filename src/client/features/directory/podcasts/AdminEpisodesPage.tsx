import { GradePill } from '../appearances/EvidenceMark';
import type { ColumnDef } from '@tanstack/react-table';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '@client/lib/router';
import {
  ADMIN_EPISODE_SORTS,
  type AdminEpisode,
  type AdminEpisodeCreateBody,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUSES,
  type ReleaseStatus,
} from '@shared/api/directory/podcasts/admin-episodes';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { SelectField } from '@client/components/ui/Select';
import { cn } from '@client/lib/cn';
import { queryKeys } from '@client/lib/query-keys';
import { PageHeader } from '@client/components/layout/PageHeader';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { ClientFilter } from '../clients/ClientFilter';
import { rowMenuColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { OptionPicker } from '@client/components/admin-list/OptionPicker';
import { useAdminCrud } from '@client/components/admin-list/use-admin-crud';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { serverFieldError } from '@client/components/forms/field-errors';
import { EpisodeForm } from './EpisodeForm';
import { plural, pluralWord } from '@shared/plural';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';

const LIST_KEY = queryKeys.adminList('episodes');
const FILTERS = ['clientId', 'podcastId', 'releaseStatus'] as const;
const EMPTY = { none: 'No episodes yet.', filtered: 'No episodes match these filters.' };
const STATUS_FILTER = [{ value: '', label: 'Every status' }, ...RELEASE_STATUSES.map((value) => ({ value, label: RELEASE_STATUS_LABELS[value] }))];
const STATUS_TONES: Record<ReleaseStatus, string> = {
  planned: 'border-line bg-sunken text-ink-soft',
  recorded: 'border-accent/30 bg-accent-soft text-accent',
  released: 'border-success/30 bg-success-soft text-success',
};

/** A release status as a small pill. */
function ReleaseStatusPill({ status }: { status: ReleaseStatus }) {
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATUS_TONES[status])}>
      {RELEASE_STATUS_LABELS[status]}
    </span>
  );
}

/** An air date as the list shows it ('12 Mar 2025'), or 'Not set'. */
function formatDay(day: string | null): string {
  if (!day) return 'Not set';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * /admin/episodes: every podcast episode with its client, searched by title, filtered by client,
 * podcast and release status, sorted and paged on the server; add and edit episodes in a dialog,
 * delete one or the selected ones after confirmation. Ending an impersonation lands here.
 */
export default function AdminEpisodesPage() {
  const list = useAdminList({ route: directoryAdminRoutes.episodes, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'airDate', dir: 'desc' } });
  const { editing, setEditing, save, deleting, confirmDelete, confirmDialog } = useAdminCrud<AdminEpisode, AdminEpisodeCreateBody>({
    refreshes: [LIST_KEY, queryKeys.adminList('podcasts'), queryKeys.clients],
    save: { create: directoryAdminRoutes.createEpisode, edit: directoryAdminRoutes.editEpisode, added: 'Episode added', saved: 'Episode saved' },
    deletes: {
      one: directoryAdminRoutes.deleteEpisode,
      bulk: directoryAdminRoutes.deleteEpisodes,
      deleted: (n) => (n === 1 ? 'Episode deleted' : `${plural(n, 'episode')} deleted`),
    },
    afterDelete: list.clearSelection,
  });

  const columns = useMemo<ColumnDef<AdminEpisode>[]>(
    () => [
      {
        id: 'title',
        header: 'Episode',
        meta: { width: 260 },
        cell: ({ row }) => (
          <div className="max-w-md min-w-48">
            <div className="flex items-start gap-1.5">
              <p className="line-clamp-2 font-medium text-ink" title={row.original.title}>
                {row.original.title}
              </p>
              {row.original.url && (
                <a
                  className="link-inline mt-0.5 inline-flex shrink-0"
                  href={row.original.url}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={`Listen to ${row.original.title} (opens in a new tab)`}
                >
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </div>
            {row.original.description && <p className="mt-0.5 line-clamp-1 text-ink-soft">{row.original.description}</p>}
          </div>
        ),
      },
      {
        id: 'podcast',
        header: 'Podcast',
        meta: { width: 176 },
        cell: ({ row }) => (
          <span className="block max-w-36 truncate" title={row.original.podcast.name}>
            {row.original.podcast.name}
          </span>
        ),
      },
      {
        id: 'client',
        header: 'Client',
        meta: { width: 160 },
        cell: ({ row }) =>
          row.original.client ? (
            <Link
              className="link-inline block max-w-32 truncate"
              title={row.original.client.name}
              to={`/profile/${encodeURIComponent(row.original.client.slug)}#podcasts`}
            >
              {row.original.client.name}
            </Link>
          ) : (
            <span className="text-muted">No client</span>
          ),
      },
      {
        id: 'airDate',
        header: 'Air date',
        meta: { width: 125 },
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatDay(row.original.airDate)}</span>,
      },
      {
        id: 'evidence',
        header: 'Evidence',
        meta: { width: 140, priority: 2 },
        cell: ({ row }) => (row.original.grade ? <GradePill grade={row.original.grade} /> : <span className="text-muted">Not an appearance</span>),
      },
      { id: 'status', header: 'Status', meta: { width: 115 }, cell: ({ row }) => <ReleaseStatusPill status={row.original.releaseStatus} /> },
      {
        id: 'created',
        header: 'Added',
        meta: { width: 125, priority: 2 },
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums text-ink-soft">{formatDay(row.original.createdAt.slice(0, 10))}</span>,
      },
      rowMenuColumn(
        (episode) => episode.title,
        (episode) => [
          { label: 'Edit', icon: Pencil, onSelect: () => setEditing({ row: episode }) },
          { label: 'Delete', icon: Trash2, destructive: true, onSelect: () => confirmDelete({ ids: [episode.id], label: `“${episode.title}”` }) },
        ],
      ),
    ],
    [setEditing, confirmDelete],
  );

  const { params, update } = list;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      <PageHeader
        title="Episodes"
        description="Every podcast appearance: who was on which show, when it airs and where it stands."
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            Add episode
          </Button>
        }
      />
      <ListToolbar label="episodes" q={params.q} onSearch={(q) => update({ q })}>
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
        <OptionPicker
          className="w-64"
          label="Podcast"
          value={params.filters.podcastId}
          onChange={(podcastId) => update({ filters: { podcastId } })}
          route={directoryAdminRoutes.podcastOptions}
          placeholder="Every podcast"
          clearLabel="Show every podcast"
        />
        <SelectField
          label="Release status"
          className="w-44"
          options={STATUS_FILTER}
          value={params.filters.releaseStatus}
          onChange={(event) => update({ filters: { releaseStatus: event.target.value } })}
        />
      </ListToolbar>
      <BulkActionBar
        count={list.selectedIds.length}
        onClear={list.clearSelection}
        onDelete={() => confirmDelete({ ids: list.selectedIds, label: plural(list.selectedIds.length, 'episode') })}
      />
      <DataTable {...list.selectableTable} label="episodes" columns={columns} sortable={ADMIN_EPISODE_SORTS} rowName={(row) => row.title} empty={EMPTY} />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? 'Edit episode' : 'Add episode'}
        description={editing?.row ? editing.row.podcast.name : 'An episode of a podcast, with the client who appears on it.'}
      >
        {editing && (
          <EpisodeForm
            initial={editing.row}
            submitLabel={editing.row ? 'Save' : 'Add episode'}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) =>
              save.mutateAsync({ id: editing.row?.id, body }).then(
                () => ({}),
                (error) => serverFieldError(error, 'Failed to save episode'),
              )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        {...confirmDialog}
        title={`Delete ${pluralWord(deleting?.ids.length ?? 0, 'episode')}?`}
        description={`${deleting?.label ?? ''} will be deleted, and removed from the profiles that list them. This can't be undone.`}
      />
    </div>
  );
}
