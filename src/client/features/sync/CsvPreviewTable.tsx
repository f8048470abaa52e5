import { CSV_FIELDS, type CsvImportKind, type CsvPreview } from '../../../shared/api/csv-import';

/** The first rows as they would import, the counts, and every row with errors (line and reasons). */
export function CsvPreviewTable({ kind, preview }: { kind: CsvImportKind; preview: CsvPreview }) {
  const fields = CSV_FIELDS[kind].filter(({ field }) => preview.mapping[field] !== null && preview.mapping[field] !== undefined);
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink" aria-live="polite">
        {preview.total} {preview.total === 1 ? 'row' : 'rows'}: {preview.valid} ready, {preview.invalid} with errors.
      </p>
      <div className="overflow-x-auto rounded-[var(--radius-control)] border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The first rows of the file</caption>
          <thead className="bg-sunken text-xs text-ink-soft">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Row
              </th>
              {fields.map(({ field, label }) => (
                <th key={field} scope="col" className="px-3 py-2 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.preview.map((row) => (
              <tr key={row.row} className={row.errors.length ? 'bg-destructive-soft' : undefined}>
                <td className="px-3 py-2 text-ink-soft tabular-nums">{row.row}</td>
                {fields.map(({ field }) => (
                  <td key={field} className="max-w-64 truncate px-3 py-2 text-ink">
                    {row.values[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.problems.length > 0 && (
        <ul className="max-h-48 space-y-1 overflow-auto text-sm text-destructive" aria-label="Rows with errors">
          {preview.problems.map((problem) => (
            <li key={problem.row}>
              Row {problem.row}: {problem.errors.join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
