import type { BookingRequestNote } from '@shared/api/bookings/requests';
import { slotLabel, slotWithOtherZone } from './slot-times';

/** Who wrote a line, and what it is, as a reader of the thread sees it. */
const KIND_WORDS: Record<BookingRequestNote['kind'], string> = {
  joined: 'asked again',
  question: 'asked',
  reply: 'replied',
  proposal: 'proposed other times',
  pick: 'picked a time',
  decline: 'declined',
  update: 'updated the booking',
};

/** When a line was written, in the reader's zone: "Dec 3, 3:05 PM". */
const writtenAt = (at: string, zone: string) =>
  new Date(at).toLocaleString('en-US', { timeZone: zone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A request's thread, oldest first: the agency's questions, proposals and updates and the host's
 * replies and picks, each with who wrote it, when, and the times it offers (in the reader's
 * `timeZone`, with `otherZone`'s beside them when given).
 */
export function RequestThread({
  notes,
  timeZone,
  otherZone,
  hostName,
}: {
  notes: BookingRequestNote[];
  timeZone: string;
  otherZone?: string;
  hostName: string;
}) {
  if (notes.length === 0) return <p className="text-sm text-ink-soft">No messages yet.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {notes.map((note) => (
        <li
          key={`${note.createdAt}-${note.kind}-${note.body.slice(0, 20)}`}
          className={
            note.author === 'agency'
              ? 'rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-3'
              : 'rounded-[var(--radius-card)] border border-line bg-surface p-3'
          }
        >
          <p className="text-xs text-ink-soft">
            <span className="font-medium text-ink">{note.author === 'agency' ? 'The agency' : hostName}</span> {KIND_WORDS[note.kind]} ·{' '}
            {writtenAt(note.createdAt, timeZone)}
          </p>
          {note.body && <p className="mt-1 text-sm whitespace-pre-line text-ink">{note.body}</p>}
          {note.slots && note.kind === 'proposal' && (
            <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
              {note.slots.map((slot) => (
                <li key={slot}>{otherZone ? slotWithOtherZone(slot, timeZone, otherZone) : slotLabel(slot, timeZone)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
