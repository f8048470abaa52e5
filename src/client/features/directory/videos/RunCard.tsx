import { Play } from 'lucide-react';
import { useState } from 'react';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { ClientPicker } from './ClientPicker';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';

const SCOPES = ['all', 'chosen'] as const;
const SCOPE_LABELS = { all: 'Every listed client', chosen: 'Chosen clients' } as const;

/** Which clients a run scans. */
type Scope = 'all' | 'chosen';

/** Props of RunCard. */
interface RunCardProps {
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
      <ChoiceGroup
        legend="Clients to scan"
        name="video-spider-scope"
        options={SCOPES}
        labels={SCOPE_LABELS}
        value={scope}
        onChange={setScope}
        disabled={configured === false}
      />
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
