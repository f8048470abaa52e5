import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import type { PageAccessUpdateBody } from '@shared/api/operations/settings';
import { ACCESS_CONTROLLED_PAGES, type AccessControlledPage } from '@shared/page-access';
import { isOwner } from '@shared/permissions';
import { Alert } from '@client/components/ui/Alert';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { Switch } from '@client/components/ui/Switch';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { usePageAccess } from '@client/lib/use-settings';
import { PageHeader } from '@client/components/layout/PageHeader';

const GROUPS: AccessControlledPage['group'][] = ['Settings', 'Assets'];

/** One entry's row: its name and path, and the switch that shows or hides it. */
function EntryRow({ page, visible, busy, onChange }: { page: AccessControlledPage; visible: boolean; busy: boolean; onChange: (visible: boolean) => void }) {
  const labelId = `access-${page.pagePath.replaceAll('/', '-')}`;
  return (
    <li className="flex items-center justify-between gap-6 px-5 py-3.5">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-ink">
          {page.label}
          {page.ownerOnly && <span className="ml-2 text-xs font-normal text-muted">Owner only</span>}
        </p>
        <p className="truncate text-sm text-ink-soft">
          {page.pagePath} · {visible ? 'shown in the sidebar' : 'hidden from the sidebar'}
        </p>
      </div>
      <Switch checked={visible} aria-labelledby={labelId} disabled={busy} onCheckedChange={onChange} />
    </li>
  );
}

/**
 * /admin/access (Access Control): the page-access table (page path, visible) for the sidebar's Settings and
 * Assets entries, one switch each (owners also see the owner-only pages). Hiding an entry only
 * takes it out of the sidebar; the page and its API keep their own rules.
 */
export default function AccessControlPage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { data: entries, isPending, isError } = usePageAccess();
  const update = useMutation({
    mutationFn: (body: PageAccessUpdateBody) => call(operationsAdminRoutes.savePageAccess, { body }),
    onSuccess: (list, body) => {
      queryClient.setQueryData(queryKeys.pageAccess, list);
      const label = ACCESS_CONTROLLED_PAGES.find((p) => p.pagePath === body.pagePath)?.label ?? body.pagePath;
      toast({ type: 'success', title: body.visible ? `${label} is shown in the sidebar` : `${label} is hidden from the sidebar` });
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to update page access', message: error.message }),
  });
  const hidden = new Set((entries ?? []).filter((e) => !e.visible).map((e) => e.pagePath));
  const pages = ACCESS_CONTROLLED_PAGES.filter((p) => !p.ownerOnly || isOwner(user ?? null));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <PageHeader title="Access Control" description="Choose which Settings and Assets entries the admin sidebar shows." />
      <Alert tone="info" title="Hiding is not access">
        A hidden entry leaves the sidebar only. Its page still opens from a link, and the server keeps deciding who may read and change what it shows.
      </Alert>
      {isError ? (
        <Alert tone="error" title="Failed to load page access">
          Please reload the page.
        </Alert>
      ) : (
        GROUPS.map((group) => (
          <Fragment key={group}>
            <h2 className="font-display text-xl text-ink">{group}</h2>
            <Card className="p-0">
              {isPending ? (
                <div role="status" className="space-y-3 p-5">
                  <span className="sr-only">Loading page access…</span>
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ) : (
                <ul className="divide-y divide-line">
                  {pages
                    .filter((p) => p.group === group)
                    .map((page) => (
                      <EntryRow
                        key={page.pagePath}
                        page={page}
                        visible={!hidden.has(page.pagePath)}
                        busy={update.isPending && update.variables?.pagePath === page.pagePath}
                        onChange={(visible) => update.mutate({ pagePath: page.pagePath, visible })}
                      />
                    ))}
                </ul>
              )}
            </Card>
          </Fragment>
        ))
      )}
    </div>
  );
}
