import { useQuery } from '@tanstack/react-query';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { formatBytes } from '@client/lib/format-bytes';

/** The query key of the storage summary (under the assets list's key, so the list's writes refresh it). */
const summaryKey = (listKey: readonly unknown[]) => [...listKey, 'summary'] as const;

/** The storage cards over the assets table: all uploads, and the orphans with a button that shows only them. */
export function StorageSummary({ listKey, onShowOrphans }: { listKey: readonly unknown[]; onShowOrphans: () => void }) {
  const summary = useQuery({ queryKey: summaryKey(listKey), queryFn: () => call(directoryAdminRoutes.assetSummary) });
  const data = summary.data;
  const figure = (value: string | undefined) =>
    value === undefined ? <Skeleton className="h-8 w-24" /> : <p className="font-display text-3xl text-ink">{value}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="space-y-1 p-5">
        <h2 className="text-sm font-medium text-ink-soft">Total storage</h2>
        {figure(data && formatBytes(data.bytes))}
        <p className="text-sm text-ink-soft">{data ? `${data.count.toLocaleString()} files` : summary.isError ? 'Could not be loaded' : '\u00a0'}</p>
      </Card>
      <Card className="flex flex-wrap items-end justify-between gap-3 p-5">
        <div className="space-y-1">
          <h2 className="text-sm font-medium text-ink-soft">Orphan files</h2>
          {figure(data && formatBytes(data.orphanBytes))}
          <p className="text-sm text-ink-soft">{data ? `${data.orphanCount.toLocaleString()} files nothing uses` : '\u00a0'}</p>
        </div>
        <Button variant="secondary" size="sm" disabled={!data?.orphanCount} onClick={onShowOrphans}>
          Show orphans
        </Button>
      </Card>
    </div>
  );
}
