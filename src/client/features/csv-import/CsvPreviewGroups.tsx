import type { CsvImportKind, CsvPreview, CsvRowPlan } from '../../../shared/api/csv-import';
import { Checkbox } from '../../components/ui/Checkbox';
import { CsvChanges } from './CsvChanges';
import { CsvRowGroup } from './CsvRowGroup';
import { groupHeadings, previewSummary } from './import-words';
import type { UpdateChoice } from './use-update-choice';

const rowsOf = (preview: CsvPreview, action: CsvRowPlan['action']) => preview.rows.filter((plan) => plan.action === action);
const rowNumber = (plan: CsvRowPlan) => plan.row;

/** Who a row is about, and where it is in the file. */
function RowPlace({ plan }: { plan: CsvRowPlan }) {
  return (
    <span className="text-xs text-muted">
      {plan.subtitle} · Row {plan.row}
    </span>
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
        keyOf={rowNumber}
        render={(plan) => (
          <div className="space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-semibold text-ink">{plan.title}</p>
              <RowPlace plan={plan} />
            </div>
            <CsvChanges changes={plan.changes} isNew />
          </div>
        )}
      />
      <CsvRowGroup
        heading={headings.update}
        aside={<Checkbox label="Select all updates" checked={choice.allChosen} onChange={(e) => choice.chooseAll(e.target.checked)} />}
        rows={choice.updates}
        keyOf={rowNumber}
        render={(plan) => (
          <div className="space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
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
              <RowPlace plan={plan} />
            </div>
            <CsvChanges changes={plan.changes} />
          </div>
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
        keyOf={rowNumber}
        render={(plan) => (
          <p className="text-sm text-destructive">
            Row {plan.row}: {plan.errors.join('; ')}
          </p>
        )}
      />
    </div>
  );
}
