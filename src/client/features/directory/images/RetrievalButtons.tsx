import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@client/components/ui/Button';
import { Spinner } from '@client/components/ui/Spinner';
import { cn } from '@client/lib/cn';
import { RETRIEVAL_KINDS, RETRIEVALS, type RetrievalKind, type RetrievalTarget } from './retrievals';
import { isRunning, type RetrievalStatus, useRetrieval } from './use-retrieval';

/** What a button says in each state (its label when idle). */
const STATUS_TEXT: Record<Exclude<RetrievalStatus, 'idle'>, string> = {
  retrieving: 'Retrieving…',
  loading: 'Loading…',
  success: 'Retrieved',
  failed: 'Failed',
  error: 'Failed',
};

/** Why a client's retrievals can't run, or null when they can. */
function retrievalBlock(target: Pick<RetrievalTarget, 'recordid'>, airtableConfigured: boolean): string | null {
  if (!airtableConfigured) return 'Airtable is not configured';
  return target.recordid ? null : 'No Airtable record';
}

/** One retrieval's button: its label, then its state with a spinner, tick or cross. */
function RetrievalButton({ kind, target, compact, blockedBy }: { kind: RetrievalKind; target: RetrievalTarget; compact: boolean; blockedBy?: string }) {
  const { status, run } = useRetrieval(kind, target);
  const spec = RETRIEVALS[kind];
  const running = isRunning(status);
  const label = compact ? spec.short : spec.label;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={Boolean(blockedBy)}
      aria-describedby={blockedBy}
      aria-busy={running || undefined}
      onClick={() => !running && void run()}
      className={cn(
        compact ? 'h-7 px-2 text-xs' : 'justify-start',
        status === 'success' && 'text-success',
        (status === 'failed' || status === 'error') && 'text-destructive',
      )}
    >
      {running && <Spinner className="size-3.5" />}
      {status === 'success' && <Check className="size-3.5" aria-hidden="true" />}
      {(status === 'failed' || status === 'error') && <X className="size-3.5" aria-hidden="true" />}
      {compact && <span className="sr-only">Retrieve </span>}
      {status === 'idle' ? label : `${label}: ${STATUS_TEXT[status]}`}
      {compact && <span className="sr-only"> for {target.name}</span>}
    </Button>
  );
}

/**
 * The five Airtable retrievals of one client as a button group, used by the auditor's rows
 * (`compact`: short labels) and the profile. Disabled, with the reason shown, when Airtable isn't
 * configured or the client has no record id.
 */
export function RetrievalButtons({ target, airtableConfigured, compact = false }: { target: RetrievalTarget; airtableConfigured: boolean; compact?: boolean }) {
  const reasonId = useId();
  const blocked = retrievalBlock(target, airtableConfigured);
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="sr-only">Retrieve from Airtable for {target.name}</legend>
      <div className={cn('flex gap-1.5', compact ? 'flex-wrap' : 'flex-col items-stretch')}>
        {RETRIEVAL_KINDS.map((kind) => (
          <RetrievalButton key={kind} kind={kind} target={target} compact={compact} blockedBy={blocked ? reasonId : undefined} />
        ))}
      </div>
      {blocked && (
        <p id={reasonId} className="text-xs text-muted">
          {blocked}
        </p>
      )}
    </fieldset>
  );
}
