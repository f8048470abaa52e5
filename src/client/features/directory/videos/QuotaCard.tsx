import { Gauge } from 'lucide-react';
import type { VideoSpiderQuota } from '@shared/api/directory/videos/video-spider';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { cn } from '@client/lib/cn';
import { plural } from '@shared/plural';
import { quotaResetText } from './quota-reset';

/** Today's YouTube quota as a meter: units used of the daily budget (YOUTUBE_DAILY_QUOTA), warning near the end. */
export function QuotaCard({ quota, isError, onRetry }: { quota: VideoSpiderQuota | undefined; isError: boolean; onRetry: () => void }) {
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Gauge className="size-4 text-ink-soft" aria-hidden="true" />
        YouTube quota today
      </h2>
      {isError ? (
        <div className="flex items-center justify-between gap-2 text-sm text-destructive">
          Failed to load the quota.
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : !quota ? (
        <Skeleton className="h-12" />
      ) : (
        <QuotaMeter quota={quota} />
      )}
    </Card>
  );
}

function QuotaMeter({ quota }: { quota: VideoSpiderQuota }) {
  const used = Math.min(quota.used, quota.budget);
  const share = quota.budget > 0 ? used / quota.budget : 1;
  const text = `${quota.used.toLocaleString()} of ${quota.budget.toLocaleString()} units used`;
  const scansLeft = Math.max(0, Math.floor((quota.budget - quota.used) / 101));
  return (
    <div className="space-y-2">
      <p className="text-2xl font-semibold text-ink tabular-nums">
        {quota.used.toLocaleString()} <span className="text-base font-normal text-ink-soft">/ {quota.budget.toLocaleString()} units</span>
      </p>
      <meter className="sr-only" aria-label="YouTube quota used today" min={0} max={quota.budget} value={used} high={quota.budget * 0.7}>
        {text}
      </meter>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-sunken">
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', share >= 0.9 ? 'bg-destructive' : share >= 0.7 ? 'bg-warning' : 'bg-success')}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="text-xs text-ink-soft">
        Room for about {plural(scansLeft, 'more client', 'more clients')} today (101 units each). {quotaResetText(quota.day, Date.now())}
      </p>
    </div>
  );
}
