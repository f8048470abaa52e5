import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ADMIN_ASSET_SORTS, type AdminAsset } from '@shared/api/directory/images/admin-assets';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminCrud } from '@client/components/admin-list/use-admin-crud';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { formatBytes } from '@client/lib/format-bytes';
import { StorageSummary } from './StorageSummary';
import { plural, pluralWord } from '@shared/plural';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const LIST_KEY = queryKeys.adminList('assets');
const FILTERS = ['type', 'usage'] as const;
const EMPTY = { none: 'No files uploaded yet.', filtered: 'No files match these filters.' };
const TYPES = [
  { value: '', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'other', label: 'Other files' },
];
const USAGES = [
  { value: '', label: 'All files' },
  { value: 'used', label: 'In use' },
  { value: 'orphan', label: 'Orphans only' },
];

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * /admin/assets: the uploaded files with where each is used, the storage they take, the orphan
 * finder (Orphans only) and deleting files nothing uses, one or the selected ones, after confirmation.
 */
export default function AdminAssetsPage() {
  const list = useAdminList({ route: directoryAdminRoutes.assets, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'created', dir: 'desc' } });
  const { deleting, confirmDelete, confirmDialog } = useAdminCrud<AdminAsset, never>({
    refreshes: [LIST_KEY],
    deletes: { bulk: directoryAdminRoutes.deleteAssets, deleted: (n) => (n === 1 ? 'File deleted' : `${plural(n, 'file')} deleted`) },
    afterDelete: list.clearSelection,
  });

  const columns = useMemo<ColumnDef<AdminAsset>[]>(
    () => [
      {
        id: 'name',
        header: 'File',
        cell: ({ row }) => (
          <div className="max-w-xs">
            <p className="truncate font-medium text-ink">{row.original.originalName || row.original.storageKey}</p>
            <p className="truncate text-xs text-ink-soft">
              {row.original.contentType}
              {row.original.width && row.original.height ? ` · ${row.original.width}×${row.original.height}` : ''}
            </p>
          </div>
        ),
      },
      { id: 'size', header: 'Size', cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatBytes(row.original.byteSize)}</span> },
      {
        id: 'created',
        header: 'Uploaded',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{dateOf(row.original.createdAt)}</p>
            <p className="text-xs text-ink-soft">{row.original.uploadedBy?.email ?? 'Unknown uploader'}</p>
          </div>
        ),
      },
      {
        id: 'usedBy',
        header: 'Used by',
        cell: ({ row }) =>
          row.original.usedBy.length === 0 ? (
            <span className="inline-flex rounded-full bg-sunken px-2 py-0.5 text-xs font-medium text-ink-soft">Orphan</span>
          ) : (
            <ul className="max-w-xs space-y-0.5 text-sm">
              {row.original.usedBy.map((use) => (
                <li key={`${use.type}-${use.id}`} className="truncate">
                  {use.label}
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const name = row.original.originalName || row.original.storageKey;
          const inUse = row.original.usedBy.length > 0;
          return (
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                aria-label={inUse ? `${name} is in use and cannot be deleted` : `Delete ${name}`}
                title={inUse ? 'In use: cannot be deleted' : undefined}
                disabled={inUse}
                onClick={() => confirmDelete({ ids: [row.original.id], label: `“${name}”` })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          );
        },
      },
    ],
    [confirmDelete],
  );

  const { params, update } = list;
  return (
    <AdminPage title="Assets" description="Uploaded files, where each is used, and the storage they take.">
      <StorageSummary listKey={LIST_KEY} onShowOrphans={() => update({ filters: { usage: 'orphan' } })} />
      <ListToolbar label="files" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Type" className="w-40" options={TYPES} name="type" params={params} update={update} />
        <ListFilter label="Usage" className="w-40" options={USAGES} name="usage" params={params} update={update} />
      </ListToolbar>
      <BulkActionBar
        count={list.selectedIds.length}
        onClear={list.clearSelection}
        onDelete={() => confirmDelete({ ids: list.selectedIds, label: plural(list.selectedIds.length, 'file') })}
      />
      <DataTable
        {...list.selectableTable}
        label="files"
        columns={columns}
        sortable={ADMIN_ASSET_SORTS}
        rowName={(row) => row.originalName || row.storageKey}
        empty={EMPTY}
      />
      <ConfirmDialog
        {...confirmDialog}
        title={`Delete ${pluralWord(deleting?.ids.length ?? 0, 'file')}?`}
        description={`${deleting?.label ?? ''} will be deleted from storage. Files still in use are refused. This can't be undone.`}
      />
    </AdminPage>
  );
}
