import type { ColumnDef } from '@tanstack/react-table';
import { Check, Pencil, Star, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_VIDEO_SORTS, type AdminVideo, type AdminVideoSource } from '@shared/api/directory/videos/admin-videos';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { VideoThumbnail } from './VideoThumbnail';
import { AdminPage } from '@client/components/layout/AdminPage';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { ClientFilter } from '../clients/ClientFilter';
import { rowMenuColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { ADMIN_VIDEOS_KEY, type ApprovalAction, useVideoWrites } from './use-video-writes';
import { VideoStatusBadge } from './VideoStatusBadge';
import { VideoEditForm } from './VideoEditForm';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { ClientLink } from '../clients/ClientLink';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const FILTERS = ['status', 'clientId', 'source', 'featured'] as const;
const EMPTY = { none: 'No videos yet. Import them from a profile’s video scan.', filtered: 'No videos match these filters.' };

const STATUS_OPTIONS = [
  { value: '', label: 'All videos' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'unavailable', label: 'Unavailable' },
];
const SOURCE_OPTIONS = [
  { value: '', label: 'Every source' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
  { value: 'other', label: 'Other' },
];
const FEATURED_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Featured' },
  { value: 'false', label: 'Not featured' },
];

const SOURCE_LABEL: Record<AdminVideoSource, string> = { youtube: 'YouTube', vimeo: 'Vimeo', other: 'Other' };

/** Where a video plays, as the source filter names it. */
function sourceOf(video: AdminVideo): AdminVideoSource {
  if (video.youtubeId) return 'youtube';
  return video.vimeoId ? 'vimeo' : 'other';
}

/** A date as the list shows it ('12 Mar 2025'), or a dash. */
function shortDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';
}

/**
 * /admin/videos: every client's videos, searched by title, filtered by status, client, source and
 * featured, sorted and paged on the server. Approve or disapprove a row, or select rows to do it
 * together (disapproving several asks first); edit one's title, description, keywords and featured
 * mark; delete one after a confirmation.
 */
export default function AdminVideosPage() {
  const list = useAdminList({ route: directoryAdminRoutes.videos, key: ADMIN_VIDEOS_KEY, filters: FILTERS, defaults: { sort: 'created' } });
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [confirmingIds, setConfirmingIds] = useState<number[] | null>(null);
  const [deleting, setDeleting] = useState<AdminVideo | null>(null);
  const { approval, edit, remove } = useVideoWrites({ onSaved: () => setEditing(null) });
  const closeEditor = () => {
    setEditing(null);
    edit.reset();
  };

  const columns = useMemo<ColumnDef<AdminVideo>[]>(
    () => [
      {
        id: 'thumbnail',
        header: () => <span className="sr-only">Thumbnail</span>,
        meta: { width: 144, priority: 2 },
        cell: ({ row }) => <VideoThumbnail video={row.original} className="w-28 rounded-md" />,
      },
      {
        id: 'title',
        header: 'Title',
        meta: { width: 240 },
        cell: ({ row }) => (
          <div className="max-w-sm min-w-48">
            <p className="line-clamp-2 font-medium text-ink" title={row.original.title || undefined}>
              {row.original.title || 'Untitled video'}
            </p>
            {row.original.keywords.length > 0 && <p className="mt-0.5 line-clamp-1 text-xs text-ink-soft">{row.original.keywords.join(' · ')}</p>}
          </div>
        ),
      },
      {
        id: 'client',
        header: 'Client',
        meta: { width: 160 },
        cell: ({ row }) => <ClientLink slug={row.original.clientSlug} name={row.original.clientName} width="max-w-32" />,
      },
      {
        id: 'status',
        header: 'Status',
        meta: { width: 130 },
        cell: ({ row }) => (
          <VideoStatusBadge
            status={row.original.status}
            title={row.original.unavailableReason ? `Reported: ${row.original.unavailableReason.replaceAll('_', ' ')}` : undefined}
          />
        ),
      },
      {
        id: 'source',
        header: 'Source',
        meta: { width: 100, priority: 3 },
        cell: ({ row }) => <span className="text-ink-soft">{SOURCE_LABEL[sourceOf(row.original)]}</span>,
      },
      {
        id: 'featured',
        header: 'Featured',
        meta: { width: 110, priority: 2 },
        cell: ({ row }) =>
          row.original.featured ? (
            <Star className="size-4 fill-gold text-gold" role="img" aria-label="Featured" />
          ) : (
            <span className="text-xs text-muted">No</span>
          ),
      },
      {
        id: 'published',
        header: 'Published',
        meta: { width: 125, priority: 3 },
        cell: ({ row }) => <span className="whitespace-nowrap text-ink-soft">{shortDate(row.original.publishedAt)}</span>,
      },
      {
        id: 'created',
        header: 'Added',
        meta: { width: 125, priority: 2 },
        cell: ({ row }) => <span className="whitespace-nowrap text-ink-soft">{shortDate(row.original.createdAt)}</span>,
      },
      rowMenuColumn(
        (video) => video.title || 'Untitled video',
        (video) => [
          ...(video.status !== 'approved' ? [{ label: 'Approve', icon: Check, onSelect: () => approval.mutate({ action: 'approve', ids: [video.id] }) }] : []),
          ...(video.status !== 'pending' ? [{ label: 'Disapprove', icon: X, onSelect: () => approval.mutate({ action: 'disapprove', ids: [video.id] }) }] : []),
          { label: 'Edit', icon: Pencil, onSelect: () => setEditing(video) },
          { label: 'Delete', icon: Trash2, destructive: true, onSelect: () => setDeleting(video) },
        ],
      ),
    ],
    [approval.mutate],
  );

  const { params, update, selectedIds } = list;
  /** Approves or disapproves the selected videos, then clears the selection (a row's own buttons leave it be). */
  const approveSelected = (action: ApprovalAction, ids: number[]) => approval.mutate({ action, ids }, { onSuccess: list.clearSelection });
  const disapprove = (ids: number[]) => (ids.length > 1 ? setConfirmingIds(ids) : approveSelected('disapprove', ids));
  return (
    <AdminPage title="Videos" description="Every profile’s videos: approve what appears on profiles, and curate the home page’s featured videos.">
      <ListToolbar label="videos by title" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Status" options={STATUS_OPTIONS} name="status" params={params} update={update} />
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
        <ListFilter label="Source" options={SOURCE_OPTIONS} name="source" params={params} update={update} />
        <ListFilter label="Featured" options={FEATURED_OPTIONS} name="featured" params={params} update={update} />
      </ListToolbar>
      <BulkActionBar count={selectedIds.length} onClear={list.clearSelection}>
        <Button size="sm" loading={approval.isPending && approval.variables?.action === 'approve'} onClick={() => approveSelected('approve', selectedIds)}>
          <Check className="size-4" aria-hidden="true" />
          Approve
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={approval.isPending && approval.variables?.action === 'disapprove'}
          onClick={() => disapprove(selectedIds)}
        >
          <X className="size-4" aria-hidden="true" />
          Disapprove
        </Button>
      </BulkActionBar>
      <DataTable {...list.selectableTable} label="videos" columns={columns} sortable={ADMIN_VIDEO_SORTS} rowName={(row) => row.title} empty={EMPTY} />
      <Modal open={editing !== null} onOpenChange={(open) => !open && closeEditor()} title="Edit video" description={editing?.clientName}>
        {editing && (
          <VideoEditForm
            key={editing.id}
            video={editing}
            pending={edit.isPending}
            error={edit.error?.message}
            onSubmit={(body) => edit.mutate({ id: editing.id, body })}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingIds !== null}
        onOpenChange={(open) => !open && setConfirmingIds(null)}
        title={`Disapprove ${confirmingIds?.length ?? 0} videos?`}
        description="They will no longer appear on their profiles or the home page. You can approve them again later."
        confirmLabel="Disapprove"
        destructive
        onConfirm={() => {
          if (confirmingIds) approveSelected('disapprove', confirmingIds);
          setConfirmingIds(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete video?"
        description={
          deleting ? `“${deleting.title || 'Untitled video'}” will be deleted and leave ${deleting.clientName}’s profile. This can't be undone.` : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </AdminPage>
  );
}
