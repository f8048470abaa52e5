import type { ReactNode } from 'react';
import type { CsvImportKind, CsvPreview, CsvRowPlan } from '@shared/api/integrations/csv-import';
import { Checkbox } from '@client/components/ui/Checkbox';
import { CsvChanges } from './CsvChanges';
import { CsvRowGroup } from './CsvRowGroup';
import { groupHeadings, previewSummary } from './import-words';
import type { UpdateChoice } from './use-update-choice';

/** Fields a new row's heading already shows (its name and address, or its title). */
const IN_HEADING = new Set(['name', 'slug', 'talkingPointTitle']);

const rowsOf = (preview: CsvPreview, action: CsvRowPlan['action']) => preview.rows.filter((plan) => plan.action === action);

/** A row's heading (its name, or its box to choose it), with its address and line in the file. */
function RowHead({ plan, children }: { plan: CsvRowPlan; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      {children}
      <span className="text-xs text-muted">
        {plan.subtitle} · Row {plan.row}
      </span>
    </div>
  );
}

/**
 * The preview as groups: new rows with what they fill; updates, each with its changed fields old
 * beside new and a box to choose it (none chosen at first, or all at once); rows already up to
 * date; rows that can't be imported, with why.
 */
export function CsvPreviewGroups({ kind, preview, choice }: { kind: CsvImportKind; preview: CsvPreview; choice: UpdateChoice }) {
  const headings = groupHeadings(kind, preview.counts);
  const unchanged = rowsOf(preview, 'unchanged');
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink" aria-live="polite">
        {previewSummary(preview)}
      </p>
      <CsvRowGroup
        heading={headings.new}
        rows={rowsOf(preview, 'new')}
        render={(plan) => (
          <>
            <RowHead plan={plan}>
              <p className="text-sm font-semibold text-ink">{plan.title}</p>
            </RowHead>
            <CsvChanges changes={plan.changes.filter((change) => !IN_HEADING.has(change.field))} isNew />
          </>
        )}
      />
      <CsvRowGroup
        heading={headings.update}
        aside={<Checkbox label="Select all updates" checked={choice.allChosen} onChange={(e) => choice.chooseAll(e.target.checked)} />}
        rows={choice.updates}
        render={(plan) => (
          <>
            <RowHead plan={plan}>
              <Checkbox
                checked={choice.isChosen(plan)}
                onChange={(e) => choice.choose(plan, e.target.checked)}
                label={
                  <span className="font-semibold text-ink">
                    <span className="sr-only">Update </span>
                    {plan.title}
                  </span>
                }
              />
            </RowHead>
            <CsvChanges changes={plan.changes} />
          </>
        )}
      />
      {unchanged.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-ink">{headings.unchanged}</summary>
          <p className="mt-2 text-ink-soft">{unchanged.map((plan) => plan.title).join(', ')}</p>
        </details>
      )}
      <CsvRowGroup
        heading={headings.invalid}
        rows={rowsOf(preview, 'invalid')}
        render={(plan) => (
          <p className="text-sm text-destructive">
            Row {plan.row}: {plan.errors.join('; ')}
          </p>
        )}
      />
    </div>
  );
}
