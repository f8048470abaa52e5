import { lastDays } from '@shared/api/operations/activity';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';

/** The preset ranges, in days up to today. */
const PRESETS = [7, 30, 90] as const;

/** From and To dates (UTC days, both included) and buttons for the last 7, 30 and 90 days; the current preset is pressed. */
export function DateRangePicker({
  range,
  onDay,
  onLast,
}: {
  range: { from: string; to: string };
  onDay: (name: 'from' | 'to', value: string) => void;
  onLast: (days: number) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Dates (UTC)</legend>
      <Field label="From" type="date" value={range.from} max={range.to} onChange={(e) => onDay('from', e.target.value)} className="w-40" />
      <Field label="To" type="date" value={range.to} min={range.from} onChange={(e) => onDay('to', e.target.value)} className="w-40" />
      <fieldset className="flex gap-2">
        <legend className="sr-only">Preset ranges</legend>
        {PRESETS.map((days) => {
          const preset = lastDays(days);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <Button key={days} variant={current ? 'primary' : 'secondary'} className="h-11" aria-pressed={current} onClick={() => onLast(days)}>
              {days} days
            </Button>
          );
        })}
      </fieldset>
    </fieldset>
  );
}
