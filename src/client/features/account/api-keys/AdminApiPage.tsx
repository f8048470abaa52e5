import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '@client/lib/router';
import { API_KEY_STATUSES, API_SCOPE_LABELS, type ApiKeyItem } from '@shared/api/account/api-keys';
import { Button, buttonClass } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { AdminPage } from '@client/components/layout/AdminPage';
import { actionsColumn } from '@client/components/admin-list/actions-column';
import { DataTable } from '@client/components/admin-list/DataTable';
import { ListToolbar } from '@client/components/admin-list/ListToolbar';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { day } from '../users/user-labels';
import { API_KEYS_LIST_KEY, KEY_STATUS_LABELS, KeyStatusPill } from './api-key-labels';
import { CreateKeyDialog } from './CreateKeyDialog';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const FILTERS = ['status'] as const;
const EMPTY = { none: 'No keys yet. Make one for each site or partner that reads the directory.', filtered: 'No keys match these filters.' };
const STATUS_OPTIONS = [{ value: '', label: 'Every status' }, ...API_KEY_STATUSES.map((s) => ({ value: s, label: KEY_STATUS_LABELS[s] }))];

/**
 * /admin/api: the keys of the read-only public API (/api/v1), with their scopes, limits, expiry
 * and last use; make one (shown once) or revoke one at once. The reference is on /admin/docs.
 */
export default function AdminApiPage() {
  const list = useAdminList({ route: accountAdminRoutes.apiKeys, key: API_KEYS_LIST_KEY, filters: FILTERS, defaults: { sort: 'createdAt', dir: 'desc' } });
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKeyItem) => call(accountAdminRoutes.revokeApiKey, { params: { id: key.id } }),
    onSuccess: async (key) => {
      toast({ type: 'success', title: 'Key revoked', message: `${key.name}'s key stopped working.` });
      await queryClient.invalidateQueries({ queryKey: API_KEYS_LIST_KEY });
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to revoke the key', message: error.message }),
  });

  const columns = useMemo<ColumnDef<ApiKeyItem>[]>(
    () => [
      {
        id: 'name',
        header: 'Key',
        cell: ({ row }) => (
          <div className="max-w-xs">
            <p className="truncate font-medium text-ink">{row.original.name}</p>
            <p className="font-mono text-xs text-ink-soft">{row.original.prefix}…</p>
          </div>
        ),
      },
      {
        id: 'scopes',
        header: 'Reads',
        cell: ({ row }) => <span className="block max-w-[14rem] text-ink-soft">{row.original.scopes.map((s) => API_SCOPE_LABELS[s]).join(', ')}</span>,
      },
      { id: 'rate', header: 'Per minute', cell: ({ row }) => <span className="tabular-nums">{row.original.rateLimitPerMinute}</span> },
      { id: 'status', header: 'Status', cell: ({ row }) => <KeyStatusPill apiKey={row.original} /> },
      {
        id: 'expiresAt',
        header: 'Expires',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.expiresAt ? day(row.original.expiresAt) : 'Never'}</span>,
      },
      {
        id: 'lastUsedAt',
        header: 'Last used',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.lastUsedAt ? day(row.original.lastUsedAt) : 'Never'}</span>,
      },
      actionsColumn((key) =>
        key.status === 'revoked' ? null : (
          <Button variant="ghost" size="sm" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
            Revoke
          </Button>
        ),
      ),
    ],
    [],
  );

  const { params, update } = list;
  return (
    <AdminPage
      title="API"
      description="Keys for the read-only public API. Each key reads only what its scopes allow, at its own pace."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/docs" className={buttonClass('secondary')}>
            API reference
          </Link>
          <Button onClick={() => setCreating(true)}>
            <KeyRound className="size-4" aria-hidden="true" />
            New key
          </Button>
        </div>
      }
    >
      <ListToolbar label="keys" q={params.q} onSearch={(q) => update({ q })}>
        <ListFilter label="Status" className="w-40" options={STATUS_OPTIONS} name="status" params={params} update={update} />
      </ListToolbar>
      <DataTable {...list.table} label="API keys" columns={columns} sortable={['createdAt', 'name', 'lastUsedAt']} empty={EMPTY} />
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this key?"
        description={`${revoking?.name ?? ''}'s key stops working at once, for good. Whoever uses it will need a new one.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
      />
    </AdminPage>
  );
}
