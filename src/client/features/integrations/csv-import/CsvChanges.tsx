import type { CsvFieldChange } from '@shared/api/integrations/csv-import';
import { cn } from '@client/lib/cn';
import { CsvValue } from './CsvValue';

/**
 * A row's fields: for an update, each changed field with its stored value beside the imported one
 * (stacked on a phone; an emptied value reads "Cleared"); for a new row, the values it fills.
 */
export function CsvChanges({ changes, isNew = false }: { changes: CsvFieldChange[]; isNew?: boolean }) {
  return (
    <dl className="divide-y divide-line">
      {changes.map((change) => (
        <div
          key={change.field}
          className={cn('grid gap-x-4 gap-y-2 py-2', isNew ? 'sm:grid-cols-[9rem_minmax(0,1fr)]' : 'sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]')}
        >
          <dt className="text-sm font-medium text-ink">{change.label}</dt>
          {isNew ? (
            <dd>
              <CsvValue text={change.after} none="Empty" />
            </dd>
          ) : (
            <>
              <dd className="space-y-0.5 border-l-2 border-line pl-3">
                <p className="text-xs font-medium text-muted">Now</p>
                <CsvValue text={change.before} none="Empty" />
              </dd>
              <dd className="space-y-0.5 border-l-2 border-accent pl-3">
                <p className="text-xs font-medium text-muted">After import</p>
                <CsvValue text={change.after} none="Cleared" />
              </dd>
            </>
          )}
        </div>
      ))}
    </dl>
  );
}
