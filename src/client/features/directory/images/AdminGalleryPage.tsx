import { ScanSearch, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@client/lib/router';
import type { AdminGalleryImage } from '@shared/api/directory/images/admin-gallery';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { SelectField } from '@client/components/ui/Select';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { ClientFilter } from '../clients/ClientFilter';
import { ListPagination } from '@client/components/admin-list/ListPagination';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminCrud } from '@client/components/admin-list/use-admin-crud';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { formatBytes } from '@client/lib/format-bytes';
import { BrokenImagesDialog } from './BrokenImagesDialog';
import { GalleryGrid, pictureName } from './GalleryGrid';
import { plural, pluralWord } from '@shared/plural';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';

const LIST_KEY = queryKeys.adminList('gallery');
const FILTERS = ['clientId'] as const;
const ORDERS = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'client:asc', label: 'Client A–Z' },
  { value: 'client:desc', label: 'Client Z–A' },
];

/**
 * /admin/gallery: every client's media pictures as a grid, searched (alt text, caption), filtered
 * by client, ordered and paged on the server; a full-size viewer, delete one or the selected ones
 * after confirmation, and the broken-image finder.
 */
export default function AdminGalleryPage() {
  const list = useAdminList({ route: directoryAdminRoutes.gallery, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'created', dir: 'desc' } });
  const [viewing, setViewing] = useState<AdminGalleryImage | null>(null);
  const [checking, setChecking] = useState(false);
  const { deleting, confirmDelete, confirmDialog } = useAdminCrud<AdminGalleryImage, never>({
    refreshes: [LIST_KEY, queryKeys.clients],
    deletes: { bulk: directoryAdminRoutes.deleteGalleryImages, deleted: () => 'Image deleted successfully' },
    afterDelete: () => {
      list.clearSelection();
      setViewing(null);
    },
  });

  const { params, update, query } = list;
  return (
    <AdminPage
      title="Gallery"
      description="Every profile’s media pictures in one place."
      actions={
        <Button variant="secondary" onClick={() => setChecking(true)}>
          <ScanSearch className="size-4" aria-hidden="true" />
          Find broken images
        </Button>
      }
    >
      <ListToolbar label="pictures" q={params.q} onSearch={(q) => update({ q })}>
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
        <SelectField
          label="Order"
          className="w-44"
          options={ORDERS}
          value={`${params.sort}:${params.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':');
            update({ sort, dir: dir as 'asc' | 'desc' });
          }}
        />
      </ListToolbar>
      <BulkActionBar
        count={list.selectedIds.length}
        onClear={list.clearSelection}
        onDelete={() => confirmDelete({ ids: list.selectedIds, label: plural(list.selectedIds.length, 'picture') })}
      />
      <div className="rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
        <div className="p-4">
          <GalleryGrid
            images={query.data?.items}
            selection={list.selection}
            onSelectionChange={list.setSelection}
            onOpen={setViewing}
            isError={query.isError}
            onRetry={() => query.refetch()}
            empty={params.q || params.filters.clientId ? 'No pictures match these filters.' : 'No pictures yet.'}
          />
        </div>
        <ListPagination
          label="pictures"
          params={params}
          total={query.data?.total ?? 0}
          totalCapped={query.data?.totalCapped ?? false}
          shown={query.data?.items.length ?? 0}
          onParamsChange={update}
        />
      </div>
      <Modal
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing ? pictureName(viewing) : 'Picture'}
        description={
          viewing && (
            <>
              <Link className="link-inline" to={`/profile/${encodeURIComponent(viewing.client.slug)}`}>
                {viewing.client.name}
              </Link>
              {viewing.caption && ` · ${viewing.caption}`}
            </>
          )
        }
      >
        {viewing && (
          <div className="mt-4 space-y-3">
            {viewing.src ? (
              <a href={viewing.src} target="_blank" rel="noreferrer" className="block rounded-[var(--radius-control)] bg-sunken">
                <img src={viewing.src} alt={viewing.alt} className="mx-auto max-h-[65vh] w-full object-contain" />
                <span className="sr-only">Open the full-size picture in a new tab</span>
              </a>
            ) : (
              <p className="text-sm text-ink-soft">This picture has no usable source.</p>
            )}
            {viewing.file && (
              <p className="text-xs text-ink-soft">
                {viewing.file.originalName} · {viewing.file.width && viewing.file.height ? `${viewing.file.width}×${viewing.file.height} · ` : ''}
                {formatBytes(viewing.file.byteSize)}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setViewing(null)}>
                Close
              </Button>
              <Button variant="destructive" onClick={() => confirmDelete({ ids: [viewing.id], label: 'This picture' })}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        {...confirmDialog}
        title={`Delete ${pluralWord(deleting?.ids.length ?? 0, 'picture')}?`}
        description={`${deleting?.label ?? ''} will be removed from the profile. This can't be undone.`}
      />
      <BrokenImagesDialog open={checking} onOpenChange={setChecking} />
    </AdminPage>
  );
}
