import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_TALKING_POINT_SORTS, type AdminTalkingPoint } from '@shared/api/directory/talking-points/admin-talking-points';
import type { TalkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { PageAction } from '@client/components/layout/PageAction';
import { BulkActionBar } from '@client/components/admin-list/BulkActionBar';
import { ClientFilter } from '../clients/ClientFilter';
import { rowMenuColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminCrud, useAdminSave } from '@client/components/admin-list/use-admin-crud';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { TalkingPointForm } from './TalkingPointForm';
import { NewTalkingPointForm } from './NewTalkingPointForm';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { ClientLink } from '../clients/ClientLink';

const LIST_KEY = queryKeys.adminList('talking-points');
const FILTERS = ['clientId'] as const;
const EMPTY = { none: 'No talking points yet.', filtered: 'No talking points match these filters.' };

/**
 * /admin/talking-points: every client's talking points, searched, filtered by client, sorted and
 * paged on the server; add one for a chosen client or edit one in a dialog, delete one or the
 * selected ones after confirmation.
 * Each point links to its client's talking points page.
 */
export default function AdminTalkingPointsPage() {
  const list = useAdminList({ route: directoryAdminRoutes.talkingPoints, key: LIST_KEY, filters: FILTERS, defaults: { sort: 'id', dir: 'desc' } });
  const [adding, setAdding] = useState(false);
  const { refresh, editing, setEditing, deleting, confirmDelete, confirmDialog } = useAdminCrud<AdminTalkingPoint, TalkingPointBody>({
    refreshes: [LIST_KEY, queryKeys.clients],
    deletes: {
      one: directoryRoutes.deleteTalkingPoint,
      bulk: directoryAdminRoutes.deleteTalkingPoints,
      deleted: () => 'Talking point deleted successfully',
      failed: (error) => ({ title: error.message || 'Failed to delete talking point' }),
    },
    afterDelete: list.clearSelection,
  });
  // a talking point is edited at its own address and added under its client
  const save = useAdminSave({
    send: ({ id, body }: { id: number; body: TalkingPointBody }) => call(directoryRoutes.editTalkingPoint, { params: { id }, body }),
    close: () => setEditing(null),
    title: () => 'Talking point saved',
    refresh,
  });
  const create = useAdminSave({
    send: ({ clientId, body }: { clientId: number; body: TalkingPointBody }) => call(directoryRoutes.createTalkingPoint, { params: { id: clientId }, body }),
    close: () => setAdding(false),
    title: () => 'Talking point added',
    refresh,
  });
  const closeAdd = () => {
    setAdding(false);
    create.reset();
  };

  const columns = useMemo<ColumnDef<AdminTalkingPoint>[]>(
    () => [
      {
        id: 'title',
        header: 'Talking point',
        meta: { width: 280 },
        cell: ({ row }) => (
          <div className="max-w-xl min-w-48">
            <p className="line-clamp-2 font-medium text-ink" title={row.original.talkingPointTitle}>
              {row.original.talkingPointTitle}
            </p>
            {row.original.talkingPointFull && <p className="mt-0.5 line-clamp-2 text-ink-soft">{row.original.talkingPointFull}</p>}
          </div>
        ),
      },
      {
        id: 'client',
        header: 'Client',
        cell: ({ row }) => <ClientLink slug={row.original.clientSlug} name={row.original.clientName} tail="/talking-points" width="max-w-40" />,
      },
      rowMenuColumn(
        (point) => point.talkingPointTitle,
        (point) => [
          { label: 'Edit', icon: Pencil, onSelect: () => setEditing({ row: point }) },
          { label: 'Delete', icon: Trash2, destructive: true, onSelect: () => confirmDelete({ ids: [point.id], label: `“${point.talkingPointTitle}”` }) },
        ],
      ),
    ],
    [setEditing, confirmDelete],
  );

  const { params, update } = list;
  const point = editing?.row;
  return (
    <AdminPage
      title="Talking Points"
      description="Every profile’s talking points in one place."
      actions={
        <PageAction icon={Plus} onClick={() => setAdding(true)}>
          Add talking point
        </PageAction>
      }
    >
      <ListToolbar label="talking points" q={params.q} onSearch={(q) => update({ q })}>
        <ClientFilter value={params.filters.clientId} onChange={(clientId) => update({ filters: { clientId } })} />
      </ListToolbar>
      <BulkActionBar
        count={list.selectedIds.length}
        onClear={list.clearSelection}
        onDelete={() => confirmDelete({ ids: list.selectedIds, label: `${list.selectedIds.length} talking points` })}
      />
      <DataTable
        {...list.selectableTable}
        label="talking points"
        columns={columns}
        sortable={ADMIN_TALKING_POINT_SORTS}
        rowName={(row) => row.talkingPointTitle}
        empty={EMPTY}
      />
      <Modal open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title="Edit talking point" description={point?.clientName}>
        {point && (
          <TalkingPointForm
            initial={point}
            submitLabel="Save"
            pending={save.isPending}
            error={save.error?.message}
            onCancel={() => setEditing(null)}
            onSubmit={(body) =>
              save.mutateAsync({ id: point.id, body }).then(
                () => true,
                () => false,
              )
            }
          />
        )}
      </Modal>
      <Modal
        open={adding}
        onOpenChange={(open) => !open && closeAdd()}
        title="Add talking point"
        description="A topic a client speaks on, shown on their profile."
      >
        {adding && (
          <NewTalkingPointForm
            pending={create.isPending}
            error={create.error?.message}
            onCancel={closeAdd}
            onSubmit={(clientId, body) =>
              create.mutateAsync({ clientId, body }).then(
                () => true,
                () => false,
              )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        {...confirmDialog}
        title="Delete talking points?"
        description={`${deleting?.label ?? ''} will be removed from the profile. This can't be undone.`}
      />
    </AdminPage>
  );
}
