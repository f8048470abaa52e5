import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import type { PitchOrigin } from '@shared/api/bookings/pitches';
import type { HostRequestView } from '@shared/api/bookings/requests';
import { slotLabel, slotWithOtherZone } from './slot-times';
import { VerifiedShow } from './VerifiedShow';
import { audienceFigure } from '@shared/api/bookings/audience';
import { formatDate } from '@shared/dates';

const FORMAT_WORDS = { audio: 'Audio', video: 'Video' } as const;
const SETTING_WORDS = { remote: 'remote', 'in-person': 'in person' } as const;

/** One line of the details: its label and what it says. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-soft">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * A request as sent: the guest, the show ("Verified show" once its host proved its feed), the topic, the times (in the
 * host's zone, or in `readerZone` with the host's beside them), how it is recorded, the message and what joined it;
 * in the agency's desk, the show's record in one line (`showRecord`) and the pitch page it was sent from (`fromPitch`).
 * The show's address is a link unless `linkShow` is false (a request nobody confirmed yet: its text is a stranger's).
 */
export function RequestDetails({
  request,
  linkShow = true,
  readerZone,
}: {
  request: Omit<HostRequestView, 'guest' | 'status' | 'canProveShow' | 'personTag'> & {
    guest?: HostRequestView['guest'];
    fromPitch?: PitchOrigin | null;
    showRecord?: string;
  };
  linkShow?: boolean;
  readerZone?: string;
}) {
  const joined = request.notes.filter((note) => note.kind === 'joined');
  return (
    <dl className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      {request.guest && (
        <Detail label="Guest">
          <Link to={`/profile/${request.guest.slug}`} className="link-inline">
            {request.guest.name}
          </Link>
        </Detail>
      )}
      <Detail label="Show">
        {request.showName} ·{' '}
        {linkShow ? (
          <a href={request.showUrl} className="link-inline break-all" target="_blank" rel="noreferrer noopener">
            {request.showUrl}
          </a>
        ) : (
          <span className="break-all">{request.showUrl}</span>
        )}
        {request.showVerified && (
          <>
            {' '}
            <VerifiedShow />
          </>
        )}
      </Detail>
      {request.showRecord !== undefined && <Detail label="Show’s record">{request.showRecord}</Detail>}
      {request.fromPitch && (
        <Detail label="Sent from">
          From your pitch page for {request.fromPitch.showName}, made {formatDate.dayMonthYear(request.fromPitch.createdAt)}
        </Detail>
      )}
      <Detail label="Audience">{audienceFigure(request.audienceSize, request.createdAt)}</Detail>
      <Detail label="Topic">{request.topic}</Detail>
      <Detail label="Proposed times">
        <ul className="flex flex-col gap-1">
          {request.slots.map((slot) => (
            <li key={slot}>{readerZone ? slotWithOtherZone(slot, readerZone, request.timeZone) : slotLabel(slot, request.timeZone)}</li>
          ))}
        </ul>
      </Detail>
      <Detail label="Recording">
        {FORMAT_WORDS[request.format]}, {SETTING_WORDS[request.setting]}
      </Detail>
      {request.message && <Detail label="Message">{<span className="whitespace-pre-line">{request.message}</span>}</Detail>}
      {joined.length > 0 && (
        <Detail label="Asked again">
          <ul className="flex flex-col gap-2">
            {joined.map((note) => (
              <li key={`${note.createdAt}-${note.body}`} className="whitespace-pre-line">
                {note.body}
              </li>
            ))}
          </ul>
        </Detail>
      )}
    </dl>
  );
}
