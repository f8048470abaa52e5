import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Archive, ArchiveRestore, Pencil, Plus, Star, StarOff, Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '@client/lib/router';
import { ADMIN_CLIENT_SORTS, type AdminClientRow } from '@shared/api/directory/clients/admin-directory';
import { Button, buttonClass } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import FeaturedToggle from '../search/FeaturedToggle';
import { AdminPage } from '@client/components/layout/AdminPage';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { CategoriesDialog } from './CategoriesDialog';
import { CATEGORIES_KEY, LIST_KEY, useRefreshDirectory } from './directory-queries';
import { StatusBadge } from './StatusBadge';
import { plural } from '@shared/plural';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const FILTERS = ['status', 'featured', 'category'] as const;
const EMPTY = { none: 'No profiles yet.', filtered: 'No profiles match these filters.' };

const STATUS_OPTIONS = [
  { value: '', label: 'Live profiles' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All profiles' },
];
const FEATURED_OPTIONS = [
  { value: '', label: 'Featured or not' },
  { value: 'true', label: 'Featured only' },
  { value: 'false', label: 'Not featured' },
];

/** The bulk actions, their label and the toast after each. */
const BULK = {
  archive: { label: 'Archive', done: 'archived' },
  restore: { label: 'Restore', done: 'restored' },
  feature: { label: 'Feature', done: 'featured' },
  unfeature: { label: 'Unfeature', done: 'unfeatured' },
} as const;
type BulkAction = keyof typeof BULK;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * /admin/directory: every profile, searched (name, slug, headline), filtered by status, featured
 * and category, sorted and paged on the server. Star toggles featured; selected rows are archived
 * (after confirmation), restored, featured or unfeatured together. Categories are renamed or
 * removed across all profiles from a dialog; a profile opens in the editor.
 */
export default function AdminDirectoryPage() {
  const list = useAdminList({ route: directoryAdminRoutes.clients, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'name', dir: 'asc' } });
  const refresh = useRefreshDirectory();
  const queryClient = useQueryClient();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [managing, setManaging] = useState(false);
  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: () => call(directoryAdminRoutes.adminCategories) });

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: number[] }) => call(directoryAdminRoutes.bulkClients[action], { body: { ids } }),
    onSuccess: async ({ changed }, { action }) => {
      toast({ type: 'success', title: `${plural(changed, 'profile')} ${BULK[action].done}` });
      list.clearSelection();
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Error', message: error.message || 'The change failed. Please try again.' }),
  });

  const columns = useMemo<ColumnDef<AdminClientRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Profile',
        meta: { width: 260 },
        cell: ({ row: { original: c } }) => (
          <div className="flex min-w-52 items-center gap-3">
            <ProfilePhoto src={c.photo} name={c.name} className="size-10 shrink-0 rounded-full" sizes="40px" />
            <div className="min-w-0">
              <Link to={`/admin/directory/${c.id}`} className="link-inline font-medium">
                {c.name}
              </Link>
              <p className="truncate text-xs text-muted">/{c.slug}</p>
            </div>
          </div>
        ),
      },
      {
        id: 'headline',
        header: 'Headline',
        meta: { width: 240, priority: 3 },
        cell: ({ row }) => <p className="line-clamp-2 max-w-xs text-ink-soft">{row.original.headline || '—'}</p>,
      },
      {
        id: 'categories',
        header: 'Categories',
        meta: { width: 200, priority: 2 },
        cell: ({ row }) => (
          <ul className="flex max-w-xs flex-wrap gap-1" aria-label="Categories">
            {row.original.categories.map((name) => (
              <li key={name} className="rounded-full bg-sunken px-2 py-0.5 text-xs text-ink-soft">
                {name}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'featured',
        header: 'Featured',
        meta: { width: 110 },
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <FeaturedToggle
            client={{ id: c.id, name: c.name, featured: c.featured ? 'true' : 'false' }}
            onChanged={() => queryClient.invalidateQueries({ queryKey: LIST_KEY })}
          />
        ),
      },
      { id: 'status', header: 'Status', enableSorting: false, meta: { width: 120 }, cell: ({ row }) => <StatusBadge row={row.original} /> },
      {
        id: 'updated',
        header: 'Updated',
        cell: ({ row }) => (
          <time dateTime={row.original.updatedAt} className="whitespace-nowrap text-ink-soft">
            {dateFormat.format(new Date(row.original.updatedAt))}
          </time>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`/admin/directory/${row.original.id}`} className={buttonClass('ghost', 'sm')} aria-label={`Edit ${row.original.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
          </Link>
        ),
      },
    ],
    [queryClient],
  );

  const { params, update } = list;
  const ids = list.selectedIds;
  const categoryOptions = [{ value: '', label: 'Every category' }, ...(categories.data ?? []).map((c) => ({ value: c.name, label: `${c.name} (${c.count})` }))];
  return (
    <AdminPage
      title="Admin Directory"
      description="Every profile: create, edit, feature, archive, and manage categories."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setManaging(true)}>
            <Tags className="size-4" aria-hidden="true" /> Categories
          </Button>
          <Link to="/admin/directory/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" /> New client
          </Link>
        </div>
      }
    >
      <ListToolbar label="profiles" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Status" className="w-40" options={STATUS_OPTIONS} name="status" params={params} update={update} />
        <ListFilter label="Featured" className="w-40" options={FEATURED_OPTIONS} name="featured" params={params} update={update} />
        <ListFilter label="Category" className="w-48" options={categoryOptions} name="category" params={params} update={update} />
      </ListToolbar>
      <BulkActionBar count={ids.length} onClear={list.clearSelection}>
        <Button variant="secondary" size="sm" disabled={bulk.isPending} onClick={() => bulk.mutate({ action: 'feature', ids })}>
          <Star className="size-4" aria-hidden="true" /> Feature
        </Button>
        <Button variant="secondary" size="sm" disabled={bulk.isPending} onClick={() => bulk.mutate({ action: 'unfeature', ids })}>
          <StarOff className="size-4" aria-hidden="true" /> Unfeature
        </Button>
        <Button variant="secondary" size="sm" disabled={bulk.isPending} onClick={() => bulk.mutate({ action: 'restore', ids })}>
          <ArchiveRestore className="size-4" aria-hidden="true" /> Restore
        </Button>
        <Button variant="destructive" size="sm" disabled={bulk.isPending} onClick={() => setConfirmArchive(true)}>
          <Archive className="size-4" aria-hidden="true" /> Archive
        </Button>
      </BulkActionBar>
      <DataTable {...list.selectableTable} label="profiles" columns={columns} sortable={ADMIN_CLIENT_SORTS} rowName={(row) => row.name} empty={EMPTY} />
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title="Archive profiles?"
        description={`${plural(ids.length, 'profile')} will disappear from the directory, search and the home page. You can restore them later.`}
        confirmLabel="Archive"
        destructive
        onConfirm={() => {
          bulk.mutate({ action: 'archive', ids });
          setConfirmArchive(false);
        }}
      />
      <CategoriesDialog open={managing} onOpenChange={setManaging} categories={categories} />
    </AdminPage>
  );
}
