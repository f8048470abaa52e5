import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminJob } from '../../../shared/api/admin-jobs';
import { CSV_IMPORT_LIMITS, CSV_ROW_FAILED, type CsvImportKind, type CsvMapping, type CsvPreview } from '../../../shared/api/csv-import';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api';
import { JobProgress } from '../admin-jobs/JobProgress';
import { CsvMappingFields } from './CsvMappingFields';
import { CsvPreviewTable } from './CsvPreviewTable';
import { SyncCounts, SyncFailures } from './SyncReport';

const KIND_LABELS: Record<CsvImportKind, string> = { clients: 'Clients', 'talking-points': 'Talking points' };

/**
 * CSV import for agencies without Airtable: choose what the file holds and the file; map its
 * columns to fields (guessed from the header); check the preview of the first rows and every
 * row's errors; then import the valid rows as a background job with live counts.
 */
export function CsvImport() {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [kind, setKind] = useState<CsvImportKind>('clients');
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [job, setJob] = useState<AdminJob | null>(null);
  const preview = useMutation({
    mutationFn: (body: { kind: CsvImportKind; csv: string; mapping?: CsvMapping }) => api<CsvPreview>('/api/admin/csv-import/preview', { method: 'POST', body }),
  });
  const run = useMutation({
    mutationFn: (body: { kind: CsvImportKind; csv: string; mapping: CsvMapping }) => api<AdminJob>('/api/admin/csv-import/run', { method: 'POST', body }),
    onSuccess: (started) => {
      toast({ type: 'success', title: 'Import started' });
      setJob(started);
    },
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to start the import' }),
  });

  const choose = async (picked: File | undefined, nextKind = kind) => {
    setJob(null);
    if (!picked) return;
    if (picked.size > CSV_IMPORT_LIMITS.maxChars) {
      toast({ type: 'error', title: 'The file is larger than 4 MB' });
      return;
    }
    const csv = await picked.text();
    setFile({ name: picked.name, csv });
    preview.mutate({ kind: nextKind, csv });
  };
  const remap = (mapping: CsvMapping) => file && preview.mutate({ kind, csv: file.csv, mapping });
  const current = preview.data;

  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-base font-semibold text-ink">Import a CSV</h2>
        <p className="text-sm text-ink-soft">For agencies without Airtable. Clients are matched by record id or slug, talking points by their client’s slug and title.</p>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">The file holds</legend>
        <div className="flex flex-wrap gap-4 text-sm text-ink">
          {(Object.keys(KIND_LABELS) as CsvImportKind[]).map((option) => (
            <label key={option} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="csv-kind"
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setJob(null);
                  if (file) preview.mutate({ kind: option, csv: file.csv });
                }}
                className="accent-[var(--color-accent)]"
              />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={fileId} className="inline-flex cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-sm font-medium text-ink focus-within:ring-2 focus-within:ring-accent hover:bg-sunken">
          <FileUp className="size-4" aria-hidden="true" />
          Choose a CSV file
          <input id={fileId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {file && <span className="text-sm break-all text-ink-soft">{file.name}</span>}
      </div>
      {preview.isError && (
        <Alert tone="error" title="The file can’t be imported">
          {preview.error.message}
        </Alert>
      )}
      {current && file && !preview.isError && (
        <>
          <CsvMappingFields kind={kind} columns={current.columns} mapping={current.mapping} onChange={remap} disabled={preview.isPending || run.isPending} />
          <CsvPreviewTable kind={kind} preview={current} />
          <Button
            loading={run.isPending}
            disabled={current.valid === 0 || preview.isPending || (job !== null && (job.status === 'running' || job.status === 'queued'))}
            onClick={() => run.mutate({ kind, csv: file.csv, mapping: current.mapping })}
          >
            <Upload className="size-4" aria-hidden="true" />
            Import {current.valid} {current.valid === 1 ? 'row' : 'rows'}
          </Button>
        </>
      )}
      {job && (
        <div className="space-y-2">
          <JobProgress
            key={job.id}
            job={job}
            unit="rows"
            renderSummary={(summary) => <SyncCounts summary={summary} />}
            onEnd={(last) => {
              setJob({ ...job, ...last });
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
