import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminJob } from '@shared/api/jobs';
import {
  CSV_IMPORT_LIMITS,
  CSV_ROW_FAILED,
  type CsvImportBody,
  type CsvImportKind,
  type CsvMapping,
  type CsvPreview,
  type CsvRunBody,
} from '@shared/api/integrations/csv-import';
import { integrationsRoutes } from '@shared/api/integrations/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Checkbox } from '@client/components/ui/Checkbox';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { plural } from '@shared/plural';
import { JobProgress } from '@client/components/jobs/JobProgress';
import { SyncCounts, SyncFailures } from '../airtable-sync/SyncReport';
import { CsvMappingFields } from './CsvMappingFields';
import { CsvPreviewGroups } from './CsvPreviewGroups';
import { importLabel } from './import-words';
import { useUpdateChoice } from './use-update-choice';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';

const KIND_LABELS: Record<CsvImportKind, string> = { clients: 'Clients', 'talking-points': 'Talking points' };

/**
 * CSV import for agencies without Airtable: choose what the file holds and the file; map its
 * columns to fields (guessed from the header); check the preview, where new rows and updates are
 * apart and each update shows its changes old beside new; choose the updates to apply (none at
 * first); then import as a background job with live counts. The preview is read again when a run ends.
 */
export function CsvImport() {
  const queryClient = useQueryClient();
  const fileId = useId();
  const clearHintId = useId();
  const [kind, setKind] = useState<CsvImportKind>('clients');
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [clearEmpty, setClearEmpty] = useState(false);
  const [job, setJob] = useState<AdminJob | null>(null);
  // the last preview stays shown while the next one is read (a new mapping, the empty-cells choice, after a run)
  const [current, setCurrent] = useState<CsvPreview>();
  const preview = useMutation({
    mutationFn: (body: CsvImportBody) => call(integrationsRoutes.csvPreview, { body }),
    onSuccess: setCurrent,
  });
  const choice = useUpdateChoice(current);
  const run = useMutation({
    mutationFn: (body: CsvRunBody) => call(integrationsRoutes.csvRun, { body }),
    onSuccess: (started) => {
      toast({ type: 'success', title: 'Import started' });
      setJob(started);
    },
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to start the import' }),
  });

  /** Reads the preview again: another file, kind, mapping or choice about empty cells (the mapping guessed again when none is given). */
  const reread = (changes: { kind?: CsvImportKind; csv?: string; mapping?: CsvMapping; clearEmpty?: boolean }) => {
    const csv = changes.csv ?? file?.csv;
    if (csv !== undefined) preview.mutate({ kind: changes.kind ?? kind, csv, mapping: changes.mapping, clearEmpty: changes.clearEmpty ?? clearEmpty });
  };
  const choose = async (picked: File | undefined) => {
    setJob(null);
    setCurrent(undefined);
    choice.clear();
    if (!picked) return;
    if (picked.size > CSV_IMPORT_LIMITS.maxChars) {
      toast({ type: 'error', title: 'The file is larger than 4 MB' });
      return;
    }
    const csv = await picked.text();
    setFile({ name: picked.name, csv });
    reread({ csv });
  };
  const running = job !== null && (job.status === 'running' || job.status === 'queued');
  const busy = preview.isPending || run.isPending || running;

  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="text-base font-semibold text-ink">Import a CSV</h2>
        <p className="text-sm text-ink-soft">
          For agencies without Airtable. Clients are matched by record id or slug, talking points by their client’s slug and title. New rows are added; you
          choose which updates to apply.
        </p>
      </div>
      <ChoiceGroup
        legend="The file holds"
        name="csv-kind"
        options={Object.keys(KIND_LABELS) as CsvImportKind[]}
        labels={KIND_LABELS}
        value={kind}
        onChange={(option) => {
          setKind(option);
          setJob(null);
          setCurrent(undefined);
          choice.clear();
          reread({ kind: option });
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm font-medium text-ink focus-within:ring-2 focus-within:ring-accent hover:bg-sunken"
        >
          <FileUp className="size-4" aria-hidden="true" />
          Choose a CSV file
          <input id={fileId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {file && <span className="text-sm break-all text-ink-soft">{file.name}</span>}
      </div>
      <div className="space-y-1">
        <Checkbox
          label="Empty cells clear stored values"
          checked={clearEmpty}
          aria-describedby={clearHintId}
          disabled={busy}
          onChange={(e) => {
            setClearEmpty(e.target.checked);
            reread({ mapping: current?.mapping, clearEmpty: e.target.checked });
          }}
        />
        <p id={clearHintId} className="pl-6 text-xs text-muted">
          {clearEmpty ? 'An empty cell erases what a profile has in that field.' : 'An empty cell keeps what a profile already has.'}
        </p>
      </div>
      {preview.isError && (
        <Alert tone="error" title="The file can’t be imported">
          {preview.error.message}
        </Alert>
      )}
      {current && file && !preview.isError && (
        <>
          <CsvMappingFields kind={kind} columns={current.columns} mapping={current.mapping} onChange={(mapping) => reread({ mapping })} disabled={busy} />
          <CsvPreviewGroups kind={kind} preview={current} choice={choice} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              loading={run.isPending}
              disabled={(current.counts.new === 0 && choice.confirmed.length === 0) || preview.isPending || running}
              onClick={() => run.mutate({ kind, csv: file.csv, mapping: current.mapping, clearEmpty: current.clearEmpty, updates: choice.confirmed })}
            >
              <Upload className="size-4" aria-hidden="true" />
              {importLabel(kind, current.counts.new, choice.confirmed.length)}
            </Button>
            {current.counts.update > choice.confirmed.length && <p className="text-sm text-ink-soft">Updates you don’t select are left as they are.</p>}
          </div>
        </>
      )}
      {job && (
        <div className="space-y-2">
          <JobProgress
            key={job.id}
            job={job}
            unit="rows"
            renderSummary={(summary) => (
              <>
                <SyncCounts summary={summary} />
                {typeof summary.skipped === 'number' && summary.skipped > 0 && (
                  <p className="text-sm text-ink-soft">
                    {plural(summary.skipped, 'update')} not selected, left as {summary.skipped === 1 ? 'it was' : 'they were'}.
                  </p>
                )}
              </>
            )}
            onEnd={(last) => {
              setJob({ ...job, ...last });
              choice.clear();
              reread({ mapping: current?.mapping });
              void queryClient.invalidateQueries({ queryKey: ['admin', 'list'] });
              void queryClient.invalidateQueries({ queryKey: ['clients'] });
            }}
          />
          <SyncFailures job={job} kind={CSV_ROW_FAILED} />
        </div>
      )}
    </Card>
  );
}
