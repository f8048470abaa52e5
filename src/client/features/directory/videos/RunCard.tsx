import { Play } from 'lucide-react';
import { useState } from 'react';
import type { ClientOption } from '../../../../shared/api/operations/admin';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ClientPicker } from './ClientPicker';

/** Which clients a run scans. */
type Scope = 'all' | 'chosen';

/** Props of RunCard. */
export interface RunCardProps {
  /** Whether YOUTUBE_API_KEY is set (undefined while loading). */
  configured: boolean | undefined;
  /** Whether a run is under way (only one at a time). */
  running: boolean;
  starting: boolean;
  /** Starts a run over these client ids, or every listed client. */
  onRun: (clientIds: number[] | undefined) => void;
}

/**
 * Starting a run: every listed client or chosen ones, and Run. Without YouTube it says so
 * plainly and Run is disabled; while a run is under way Run waits for it.
 */
export function RunCard({ configured, running, starting, onRun }: RunCardProps) {
  const [scope, setScope] = useState<Scope>('all');
  const [chosen, setChosen] = useState<ClientOption[]>([]);
  const blocked = configured !== true || running || (scope === 'chosen' && chosen.length === 0);
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-sm font-semibold text-ink">New run</h2>
      {configured === false && <Alert tone="error">YouTube isn't configured: set YOUTUBE_API_KEY to scan for videos.</Alert>}
      <fieldset className="space-y-2" disabled={configured === false}>
        <legend className="text-sm font-medium text-ink-soft">Clients to scan</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['all', 'Every listed client'],
              ['chosen', 'Chosen clients'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="video-spider-scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4 cursor-pointer accent-[var(--color-accent)]"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {scope === 'chosen' && <ClientPicker value={chosen} onChange={setChosen} disabled={configured === false} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={blocked} loading={starting} onClick={() => onRun(scope === 'all' ? undefined : chosen.map((c) => c.id))}>
          <Play className="size-4" aria-hidden="true" />
          Run
        </Button>
        <p className="text-xs text-ink-soft">
          {running ? 'A run is under way: the next one can start when it ends.' : 'Each client costs about 101 YouTube units (one search, one details read).'}
        </p>
      </div>
    </Card>
  );
}
