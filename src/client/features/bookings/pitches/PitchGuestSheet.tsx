import { Download, ExternalLink, FileText } from 'lucide-react';
import type { PitchPageGuest } from '@shared/api/bookings/pitches';
import { pitchGuestLink } from '@shared/api/bookings/page-links';
import { buttonClass } from '@client/components/ui/Button';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { RequestGuestButton } from '../requests/RequestGuestButton';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';
import { PitchAppearances } from './PitchAppearances';

/** The portrait's displayed width on a pitch page. */
const PORTRAIT_SIZES = '(min-width: 640px) 224px, calc(100vw - 48px)';

/**
 * One guest of a pitch page as a web one-sheet: the portrait (downloadable at full resolution),
 * the agency's line on why they fit the show, the bio as text to copy, their best-proven podcast
 * appearances with each one's grade of evidence, talking points, the questions picked for the show, and the Request button (its form prefilled with the show). Every link works without JavaScript,
 * and is tracked: written relative to the page (`pitchGuestLink`), so its HTML never carries the token.
 */
export function PitchGuestSheet({ guest, token, showName, showUrl }: { guest: PitchPageGuest; token: string; showName: string; showUrl: string | null }) {
  const headingId = `pitch-guest-${guest.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:p-8">
        <ProfilePhoto
          src={guest.portrait}
          name={guest.name}
          eager
          sizes={PORTRAIT_SIZES}
          className="aspect-square w-full shrink-0 rounded-[var(--radius-card)] sm:w-56"
        />
        <div className="flex min-w-0 flex-col gap-3">
          <h2 id={headingId} className="font-display text-3xl text-ink">
            {guest.name}
          </h2>
          {guest.headline && <p className="text-base text-ink-soft">{guest.headline}</p>}
          <blockquote className="border-l-4 border-accent pl-4 text-base text-ink">
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">
              Why {guest.name} for {showName}
            </p>
            <p className="mt-1 whitespace-pre-line">{guest.line}</p>
          </blockquote>
          <div className="mt-1 flex flex-wrap gap-2">
            <RequestGuestButton guest={{ id: guest.id, name: guest.name }} pitch={token} show={{ name: showName, url: showUrl }} />
            <a className={buttonClass('secondary', 'sm')} href={pitchGuestLink(guest.id, 'pdf')} download>
              <FileText className="size-4" aria-hidden="true" />
              One-sheet PDF
            </a>
            {guest.portrait && (
              <a className={buttonClass('secondary', 'sm')} href={pitchGuestLink(guest.id, 'photo')} download>
                <Download className="size-4" aria-hidden="true" />
                Portrait
              </a>
            )}
            <a className={buttonClass('ghost', 'sm')} href={pitchGuestLink(guest.id, 'profile')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              Full profile
            </a>
          </div>
        </div>
      </div>
      <div className="grid gap-6 border-t border-line p-5 sm:p-8 lg:grid-cols-2">
        <section aria-labelledby={`${headingId}-sheet`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${headingId}-sheet`} className="font-display text-xl text-ink">
              One-sheet
            </h3>
            <CopyTextButton text={`${guest.name}\n${guest.headline}\n\n${guest.oneSheet}`} label="Copy text" what="One-sheet" />
          </div>
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink">{guest.oneSheet}</p>
        </section>
        <div className="flex flex-col gap-6">
          {guest.questions.length > 0 && (
            <section aria-labelledby={`${headingId}-questions`}>
              <h3 id={`${headingId}-questions`} className="font-display text-xl text-ink">
                Questions for {showName}
              </h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink">
                {guest.questions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ol>
            </section>
          )}
          <PitchAppearances guest={guest} headingId={`${headingId}-appearances`} />
          {guest.talkingPoints.length > 0 && (
            <section aria-labelledby={`${headingId}-points`}>
              <h3 id={`${headingId}-points`} className="font-display text-xl text-ink">
                Talking points
              </h3>
              <ul className="mt-3 space-y-3 text-sm">
                {guest.talkingPoints.map((point) => (
                  <li key={point.title}>
                    <p className="font-medium text-ink">{point.title}</p>
                    {point.text && <p className="mt-0.5 text-ink-soft">{point.text}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
