import { fieldLabel } from '../../../../shared/log-labels';
import { cn } from '../../../lib/cn';

/** A recorded object, key by key. */
type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value as text: strings as written, anything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One side of a change: '(none)' when the key is absent or null. */
function Value({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <span className="italic text-muted">(none)</span>;
  return <span className="break-words whitespace-pre-wrap">{asText(value)}</span>;
}

/** `before` and `after` as records to lay side by side (a scalar is one 'value' key), or null when the details are another shape. */
function sidesOf(details: Fields): { before: Fields; after: Fields; rest: Fields } | null {
  if (!('before' in details) && !('after' in details)) return null;
  const { before, after, ...rest } = details;
  const side = (value: unknown): Fields => (isRecord(value) ? value : value === undefined ? {} : { value });
  return { before: side(before), after: side(after), rest };
}

/** The details as indented JSON. */
function PrettyJson({ value }: { value: unknown }) {
  return <pre className="rounded-[var(--radius-control)] bg-sunken p-3 text-xs break-all whitespace-pre-wrap text-ink">{JSON.stringify(value, null, 2)}</pre>;
}

/** The before/after of a write as a key-by-key table; the keys that changed are marked (in words and colour). */
function ChangeTable({ before, after }: { before: Fields; after: Fields }) {
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
                <Value value={before[key]} />
              </td>
              <td className={cn('py-1.5', changed ? 'font-medium text-ink' : 'text-ink-soft')}>
                <Value value={after[key]} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * What an audited write recorded: its before and after side by side, key by key, the changed
 * keys marked; anything else it recorded (or details of another shape) as indented JSON.
 */
export function AuditDetails({ details }: { details: Fields | null }) {
  if (!details || Object.keys(details).length === 0) return <p className="text-sm text-ink-soft">Nothing more was recorded for this entry.</p>;
  const sides = sidesOf(details);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, so keyboard users can scroll it
    <section tabIndex={0} aria-label="Recorded details" className="max-h-[60vh] space-y-4 overflow-auto">
      {sides ? <ChangeTable before={sides.before} after={sides.after} /> : <PrettyJson value={details} />}
      {sides && Object.keys(sides.rest).length > 0 && (
        <div className="space-y-1.5">
          <h3 className="text-sm font-semibold text-ink">Also recorded</h3>
          <PrettyJson value={sides.rest} />
        </div>
      )}
    </section>
  );
}
