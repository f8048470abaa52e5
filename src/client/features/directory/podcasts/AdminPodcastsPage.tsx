import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ListMusic, Pencil, Plus, Trash2 } from 'lucide-react';
import { useContext, useMemo } from 'react';
import { Link, useNavigate } from '@client/lib/router';
import { ADMIN_PODCAST_SORTS, type AdminPodcast, type AdminPodcastCreateBody } from '@shared/api/directory/podcasts/admin-podcasts';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { ListFilter } from '@client/components/admin-list/ListFilter';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { PageHeader } from '@client/components/layout/PageHeader';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { rowMenuColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminCrud } from '@client/components/admin-list/use-admin-crud';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { type FieldErrors, serverFieldError } from '@client/components/forms/field-errors';
import { PodcastForm } from './PodcastForm';
import { PodcastExtrasContext } from './podcast-extras';
import { BookedShowFeeds } from '../appearances/BookedShowFeeds';
import { HeldMatches } from '../appearances/HeldMatches';
import { FEED_LISTS, FeedStatus } from '../appearances/FeedStatus';
import { plural, pluralWord } from '@shared/plural';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';

const LIST_KEY = queryKeys.adminList('podcasts');
const FILTERS = ['category'] as const;
const EMPTY = { none: 'No podcasts yet.', filtered: 'No podcasts match these filters.' };

/** What deleting podcasts needs answered: which, how the dialog names them and how many episodes go with them. */
type PendingDelete = { ids: number[]; label: string; episodes: number };

/** A failed podcast save as field messages: a feed taken (409) goes next to the feed, a name in use (409) next to the name. */
function podcastSaveErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError && error.status === 409) return error.message.startsWith('This feed') ? { feedUrl: error.message } : { name: error.message };
  return serverFieldError(error, 'Failed to save podcast');
}

/** The category filter's choices: every category podcasts carry. */
function useCategoryOptions() {
  const categories = useQuery({ queryKey: queryKeys.podcastCategories, queryFn: () => call(directoryAdminRoutes.podcastCategories), staleTime: 60_000 });
  return [{ value: '', label: 'Every category' }, ...(categories.data ?? []).map((c) => ({ value: c, label: c }))];
}

/**
 * /admin/podcasts: every podcast with its show details, episode count and RSS feed (its state in
 * words, "Read now", the guests it matched), the matches held for review and the feeds of booked
 * shows below, searched by name or
 * host, filtered by category, sorted and paged on the server; add and edit shows in a dialog,
 * delete one or the selected ones (their episodes with them) after a confirmation that says how
 * many episodes go.
 */
export default function AdminPodcastsPage() {
  const list = useAdminList({ route: directoryAdminRoutes.podcasts, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'name', dir: 'asc' } });
  const categoryOptions = useCategoryOptions();
  const extras = useContext(PodcastExtrasContext);
  const { editing, setEditing, save, deleting, confirmDelete, confirmDialog } = useAdminCrud<AdminPodcast, AdminPodcastCreateBody, PendingDelete>({
    refreshes: [...FEED_LISTS, queryKeys.adminList('episodes'), queryKeys.optionsOf(directoryAdminRoutes.podcastOptions.path), queryKeys.clients],
    save: { create: directoryAdminRoutes.createPodcast, edit: directoryAdminRoutes.editPodcast, added: 'Podcast added', saved: 'Podcast saved' },
    deletes: {
      one: directoryAdminRoutes.deletePodcast,
      bulk: directoryAdminRoutes.deletePodcasts,
      deleted: (n) => (n === 1 ? 'Podcast deleted' : `${plural(n, 'podcast')} deleted`),
    },
    afterDelete: list.clearSelection,
  });

  const navigate = useNavigate();
  const columns = useMemo<ColumnDef<AdminPodcast>[]>(
    () => [
      {
        id: 'name',
        header: 'Podcast',
        cell: ({ row }) => (
          <div className="max-w-md min-w-48">
            <p className="line-clamp-2 font-medium text-ink" title={row.original.name}>
              {row.original.name}
            </p>
            {row.original.host && <p className="mt-0.5 text-ink-soft">Hosted by {row.original.host}</p>}
            {row.original.audienceNotes && <p className="mt-0.5 line-clamp-1 text-muted">{row.original.audienceNotes}</p>}
          </div>
        ),
      },
      { id: 'category', header: 'Category', cell: ({ row }) => row.original.category || <span className="text-muted">None</span> },
      {
        id: 'episodes',
        header: 'Episodes',
        cell: ({ row }) => (
          <Link
            className="link-inline tabular-nums"
            to={`/admin/episodes?podcastId=${row.original.id}`}
            aria-label={`${plural(row.original.episodeCount, 'episode')} of ${row.original.name}`}
          >
            {row.original.episodeCount.toLocaleString()}
          </Link>
        ),
      },
      {
        id: 'feed',
        header: 'RSS feed',
        cell: ({ row }) => (row.original.feed ? <FeedStatus feed={row.original.feed} name={row.original.name} /> : <span className="text-muted">None</span>),
      },
      {
        id: 'created',
        header: 'Added',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums text-ink-soft">
            {new Date(row.original.createdAt).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}
          </span>
        ),
      },
      rowMenuColumn(
        (podcast) => podcast.name,
        (podcast) => [
          { label: 'Episodes', icon: ListMusic, onSelect: () => navigate(`/admin/episodes?podcastId=${podcast.id}`) },
          { label: 'Edit', icon: Pencil, onSelect: () => setEditing({ row: podcast }) },
          {
            label: 'Delete',
            icon: Trash2,
            destructive: true,
            onSelect: () => confirmDelete({ ids: [podcast.id], label: `“${podcast.name}”`, episodes: podcast.episodeCount }),
          },
        ],
      ),
    ],
    [navigate, setEditing, confirmDelete],
  );

  const { params, update, query } = list;
  const deleteSelected = () => {
    const rows = (query.data?.items ?? []).filter((p) => list.selectedIds.includes(p.id));
    confirmDelete({ ids: list.selectedIds, label: plural(list.selectedIds.length, 'podcast'), episodes: rows.reduce((n, p) => n + p.episodeCount, 0) });
  };
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      <PageHeader
        title="Podcasts"
        description="Every show in the directory, with the details editors pitch from."
        actions={
          <Button onClick={() => setEditing({})}>
            <Plus className="size-4" aria-hidden="true" />
            Add podcast
          </Button>
        }
      />
      <ListToolbar label="podcasts" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Category" className="w-52" options={categoryOptions} name="category" params={params} update={update} />
      </ListToolbar>
      <BulkActionBar count={list.selectedIds.length} onClear={list.clearSelection} onDelete={deleteSelected} />
      <DataTable {...list.selectableTable} label="podcasts" columns={columns} sortable={ADMIN_PODCAST_SORTS} rowName={(row) => row.name} empty={EMPTY} />
      <HeldMatches />
      <BookedShowFeeds />
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? 'Edit podcast' : 'Add podcast'}
        description={editing?.row ? editing.row.name : 'A show guests appear on, with the details editors pitch from.'}
      >
        {editing?.row && extras.showRecord?.(editing.row.id)}
        {editing && (
          <PodcastForm
            initial={editing.row}
            submitLabel={editing.row ? 'Save' : 'Add podcast'}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => save.mutateAsync({ id: editing.row?.id, body }).then(() => ({}), podcastSaveErrors)}
          />
        )}
      </Modal>
      <ConfirmDialog
        {...confirmDialog}
        title={`Delete ${pluralWord(deleting?.ids.length ?? 0, 'podcast')}?`}
        description={
          deleting
            ? `${deleting.label} will be deleted with ${deleting.episodes === 0 ? 'no episodes' : `${deleting.episodes === 1 ? 'its' : 'their'} ${plural(deleting.episodes, 'episode')}`}, which leave the profiles that list them. This can't be undone.`
            : ''
        }
      />
    </div>
  );
}
