import { type DetailLine, detailLines, detailValue, holdsTime, type TimeWords } from '@shared/api/operations/audit-details';
import { fieldLabel } from '@shared/log-labels';
import { cn } from '@client/lib/cn';
import { momentLabel, zoneLabel } from '@shared/dates';

/** A recorded object, key by key. */
type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reader's time zone, as the browser names it. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One side of a change in words: '(none)' when the key is absent or null. */
function Value({ name, value, time }: { name: string; value: unknown; time: TimeWords }) {
  if (value === undefined || value === null) return <span className="italic text-muted">(none)</span>;
  return <span className="break-words whitespace-pre-wrap">{detailValue(name, value, time)}</span>;
}

/** `before` and `after` as records to lay side by side (a scalar is one 'value' key), or null when the details are another shape. */
function sidesOf(details: Fields): { before: Fields; after: Fields; rest: Fields } | null {
  if (!('before' in details) && !('after' in details)) return null;
  const { before, after, ...rest } = details;
  const side = (value: unknown): Fields => (isRecord(value) ? value : value === undefined ? {} : { value });
  return { before: side(before), after: side(after), rest };
}

/** Recorded details as 'label: value' lines. */
function Lines({ lines }: { lines: DetailLine[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
      {lines.map((line) => (
        <div key={`${line.label}: ${line.value}`} className="contents">
          <dt className="font-medium break-words text-ink">{line.label}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink-soft">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The before/after of a write as a key-by-key table; the keys that changed are marked (in words and colour). */
function ChangeTable({ before, after, time }: { before: Fields; after: Fields; time: TimeWords }) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Before and after, by field</caption>
      <thead className="text-xs tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="w-1/4 py-1.5 pr-2 font-medium">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-2 font-medium">
            Before
          </th>
          <th scope="col" className="py-1.5 font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line align-top">
        {keys.map((key) => {
          const changed = JSON.stringify(before[key]) !== JSON.stringify(after[key]);
          return (
            <tr key={key} className={cn(changed && 'bg-accent-soft')}>
              <th scope="row" className="py-1.5 pr-2 font-medium break-words text-ink">
                {fieldLabel(key)}
                {changed && <span className="block text-xs font-normal text-accent">changed</span>}
              </th>
              <td className="py-1.5 pr-2 text-ink-soft">
                <Value name={key} value={before[key]} time={time} />
              </td>
              <td className={cn('py-1.5', changed ? 'font-medium text-ink' : 'text-ink-soft')}>
                <Value name={key} value={after[key]} time={time} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * What an audited write recorded, in words: its before and after side by side, key by key, the
 * changed keys marked; anything else as 'label: value' lines (nested objects flattened, lists
 * joined). Times read in `timeZone` (the reader's by default), named once below them.
 */
export function AuditDetails({ details, timeZone = readerZone() }: { details: Fields | null; timeZone?: string }) {
  if (!details || Object.keys(details).length === 0) return <p className="text-sm text-ink-soft">Nothing more was recorded for this entry.</p>;
  const time: TimeWords = (iso) => momentLabel(iso, timeZone);
  const sides = sidesOf(details);
  const lines = detailLines(sides ? sides.rest : details, time);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboard users can scroll it
    <section tabIndex={0} aria-label="Recorded details" className="max-h-[60vh] space-y-4 overflow-auto">
      {sides && <ChangeTable before={sides.before} after={sides.after} time={time} />}
      {lines.length > 0 &&
        (sides ? (
          <div className="space-y-1.5">
            <h3 className="text-sm font-semibold text-ink">Also recorded</h3>
            <Lines lines={lines} />
          </div>
        ) : (
          <Lines lines={lines} />
        ))}
      {holdsTime(details) && <p className="text-xs text-ink-soft">Times are in {zoneLabel(timeZone)}.</p>}
    </section>
  );
}
