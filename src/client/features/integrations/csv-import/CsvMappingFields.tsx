import { CSV_FIELDS, type CsvImportKind, type CsvMapping } from '@shared/api/integrations/csv-import';
import { SelectField } from '@client/components/ui/Select';

/** One select per field: which column of the file fills it, or none. */
export function CsvMappingFields({
  kind,
  columns,
  mapping,
  onChange,
  disabled,
}: {
  kind: CsvImportKind;
  columns: string[];
  mapping: CsvMapping;
  onChange: (mapping: CsvMapping) => void;
  disabled?: boolean;
}) {
  const options = [{ value: '', label: '— not imported —' }, ...columns.map((name, index) => ({ value: String(index), label: name || `Column ${index + 1}` }))];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">Columns</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CSV_FIELDS[kind].map(({ field, label, required }) => (
          <SelectField
            key={field}
            label={required ? `${label} (required)` : label}
            value={mapping[field] === null || mapping[field] === undefined ? '' : String(mapping[field])}
            disabled={disabled}
            options={options}
            onChange={(e) => onChange({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}
