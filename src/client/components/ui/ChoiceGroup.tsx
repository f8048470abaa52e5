/** Props of ChoiceGroup. */
interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** One choice among a few, as radio buttons under a legend (the arrow keys move between them). */
export function ChoiceGroup<T extends string>({ legend, name, options, labels, value, onChange, disabled }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-ink-soft">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-[var(--color-accent)]"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
