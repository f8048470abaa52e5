import type { ColumnDef } from '@tanstack/react-table';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_USER_SORTS, type AdminUser, USER_STATUSES } from '@shared/api/account/users';
import { ACCOUNT_ROLES } from '@shared/roles';
import { isOwner } from '@shared/permissions';
import { Button } from '@client/components/ui/Button';
import { useCurrentUser } from '@client/lib/use-current-user';
import { AdminPage } from '@client/components/layout/AdminPage';
import { PageAction } from '@client/components/layout/PageAction';
import { actionsColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { InviteUserDialog } from './InviteUserDialog';
import { ManageUserDialog } from './ManageUserDialog';
import { USERS_LIST_KEY } from './use-user-actions';
import { day, ROLE_LABELS, STATUS_LABELS, UserStatusPill } from './user-labels';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const FILTERS = ['role', 'status'] as const;
const EMPTY = { none: 'No users yet.', filtered: 'No users match these filters.' };
const ROLE_OPTIONS = [{ value: '', label: 'Every role' }, ...ACCOUNT_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))];

/**
 * /admin/users: every account with its role, client, status and last visit; search and filter by
 * role and status; invite an account; manage one (name, role, client, reset link, invitation,
 * deactivation). The server holds the rules; the page only offers what they allow.
 */
export default function AdminUsersPage() {
  const list = useAdminList({ route: accountAdminRoutes.users, key: USERS_LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const current = useCurrentUser().data;
  const me = { id: current?.originalUser?.id ?? current?.id ?? 0, isOwner: isOwner(current?.originalUser ?? current) };
  const [inviting, setInviting] = useState(false);
  const [managing, setManaging] = useState<AdminUser | null>(null);

  const columns = useMemo<ColumnDef<AdminUser>[]>(
    () => [
      {
        id: 'name',
        header: 'User',
        cell: ({ row }) => (
          <div className="max-w-xs">
            <p className="truncate font-medium text-ink">{row.original.name || '—'}</p>
            <p className="truncate text-xs text-ink-soft">{row.original.email}</p>
          </div>
        ),
      },
      { id: 'role', header: 'Role', cell: ({ row }) => <span className="whitespace-nowrap">{ROLE_LABELS[row.original.role]}</span> },
      { id: 'client', header: 'Client', cell: ({ row }) => <span className="block max-w-[12rem] truncate">{row.original.client?.name ?? '—'}</span> },
      { id: 'status', header: 'Status', cell: ({ row }) => <UserStatusPill user={row.original} /> },
      {
        id: 'lastSeen',
        header: 'Last seen',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.lastSeenAt ? day(row.original.lastSeenAt) : 'Never'}</span>,
      },
      { id: 'createdAt', header: 'Added', cell: ({ row }) => <span className="whitespace-nowrap">{day(row.original.createdAt)}</span> },
      actionsColumn((user) => (
        <Button variant="ghost" size="sm" onClick={() => setManaging(user)} aria-label={`Manage ${user.email}`}>
          Manage
        </Button>
      )),
    ],
    [],
  );

  const { params, update } = list;
  return (
    <AdminPage
      title="Users"
      description="Everyone who can sign in: invite people, set their role and client, and switch accounts off."
      actions={
        <PageAction icon={UserPlus} onClick={() => setInviting(true)}>
          Invite user
        </PageAction>
      }
    >
      <ListToolbar label="users" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Role" className="w-40" options={ROLE_OPTIONS} name="role" params={params} update={update} />
        <ListFilter label="Status" className="w-40" options={STATUS_OPTIONS} name="status" params={params} update={update} />
      </ListToolbar>
      <DataTable {...list.table} label="users" columns={columns} sortable={ADMIN_USER_SORTS} empty={EMPTY} />
      <InviteUserDialog open={inviting} canMakeOwner={me.isOwner} onClose={() => setInviting(false)} />
      <ManageUserDialog user={managing} me={me} onClose={() => setManaging(null)} />
    </AdminPage>
  );
}
