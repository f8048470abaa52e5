import { formatDate } from '@shared/dates';
import type { PitchPageGuest } from '@shared/api/bookings/pitches';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { EvidenceMark } from '@client/features/directory/appearances/EvidenceMark';

/** A pitch guest's best-proven podcast appearances, each with its grade of evidence and what it rests on, and how many more the profile lists. */
export function PitchAppearances({ guest, headingId }: { guest: PitchPageGuest; headingId: string }) {
  if (guest.appearances.length === 0) return null;
  const more = guest.appearanceCount - guest.appearances.length;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-display text-xl text-ink">
        Podcast appearances
      </h3>
      <ul className="mt-3 space-y-3 text-sm">
        {guest.appearances.map((a) => (
          <li key={a.id}>
            <p className="font-medium">
              <ExternalTitle title={a.title} url={a.url} />
            </p>
            <p className="text-ink-soft">
              {a.podcastName}
              {a.publishedAt && ` · ${formatDate.monthYear(a.publishedAt)}`}
            </p>
            <p className="mt-1">
              <EvidenceMark appearance={a} />
            </p>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-3 text-sm text-muted">
          and {more.toLocaleString('en-US')} more {more === 1 ? 'appearance' : 'appearances'} on the full profile
        </p>
      )}
    </section>
  );
}
