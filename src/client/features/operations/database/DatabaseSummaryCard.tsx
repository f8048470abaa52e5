import { Copy, Download } from 'lucide-react';
import type { AdminDatabaseSummary } from '@shared/api/operations/database';
import { Button, buttonClass } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { toast } from '@client/components/ui/toast-store';
import { backupHref } from './database-queries';

const copy = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => toast({ type: 'success', title: 'Command copied' }),
    () => toast({ type: 'error', title: 'Could not copy the command', message: 'Select it and copy it by hand.' }),
  );

/** The migration version: the newest applied, and a warning when this build ships a newer one. */
function MigrationVersion({ migration }: { migration: AdminDatabaseSummary['migration'] }) {
  const current = migration.applied === migration.latest;
  return (
    <div>
      <dt className="text-xs tracking-wide text-muted uppercase">Migration</dt>
      <dd className="mt-1 font-mono text-sm break-all text-ink">{migration.applied ?? 'unknown'}</dd>
      <dd className="text-xs text-ink-soft">
        {migration.appliedCount} applied{current ? ', up to date' : `; this build's newest is ${migration.latest}`}
      </dd>
    </div>
  );
}

/** The backup: a download on PGlite, the pg_dump command (with Copy) on PostgreSQL; and how to restore. */
function Backup({ summary }: { summary: AdminDatabaseSummary }) {
  if (summary.pgDumpCommand) {
    const command = summary.pgDumpCommand;
    return (
      <div className="space-y-2">
        <p className="text-sm text-ink-soft">Back up with pg_dump (put the real password in place of ***):</p>
        <div className="flex flex-wrap items-start gap-2">
          <code className="min-w-0 flex-1 rounded-[var(--radius-control)] bg-sunken px-3 py-2 font-mono text-xs break-all text-ink">{command}</code>
          <Button variant="secondary" size="sm" onClick={() => copy(command)}>
            <Copy className="size-4" aria-hidden="true" />
            Copy
          </Button>
        </div>
        <p className="text-xs text-ink-soft">To restore, run pg_restore on that file into an empty database, then point DATABASE_URL at it.</p>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <a className={buttonClass('primary')} href={backupHref} download>
        <Download className="size-4" aria-hidden="true" />
        Download backup
      </a>
      <p className="text-xs text-ink-soft">
        A consistent copy of the embedded database (.tar.gz). To restore: stop the server, replace DATA_DIR/db with the db folder unpacked from the backup, and
        start it again.
      </p>
    </div>
  );
}

/** The summary card: engine, migration version, and the backup. */
export function DatabaseSummaryCard({ summary }: { summary: AdminDatabaseSummary }) {
  return (
    <Card className="space-y-4 p-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs tracking-wide text-muted uppercase">Engine</dt>
          <dd className="mt-1 text-sm text-ink">{summary.kind === 'pglite' ? 'PGlite (embedded, in DATA_DIR)' : 'PostgreSQL'}</dd>
        </div>
        <MigrationVersion migration={summary.migration} />
      </dl>
      <Backup summary={summary} />
    </Card>
  );
}
