import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '@client/components/ui/Button';
import { Spinner } from '@client/components/ui/Spinner';
import { cn } from '@client/lib/cn';
import { profileSectionQueries } from '@client/features/directory/clients/profile-section-queries';
import type { PitchShow } from './RequestGuestForm';

// the form and its checks load when a host opens it
const RequestGuestDialog = lazy(() => import('./RequestGuestDialog'));

/** The words shown while the form is on its way (a tap before the page's script ran, or the form's code loading). */
function OpeningNote({ id, className }: { id?: string; className?: string }) {
  return (
    <span id={id} role="status" className={cn('items-center gap-2 text-sm text-ink-soft', className)}>
      <Spinner className="size-4" />
      Opening the request form…
    </span>
  );
}

/** Forgets the link's fragment once the form is closed, so a reload does not open it again. */
function dropFragment(fragment: string): void {
  if (window.location.hash === `#${fragment}`) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/**
 * "Request this guest" on a profile or a pitch page (`pitch`: its token; `show`: the show it was
 * made for, prefilled): opens the host's request form, with the guest's talking points as topics.
 * It is a real link to `#request-{id}`, so a tap before the page's script has run answers at once
 * ("Opening the request form…", shown by CSS for the link's target) and the form opens as soon as
 * the script is ready.
 */
export function RequestGuestButton({ guest, pitch, show }: { guest: { id: number; name: string }; pitch?: string; show?: PitchShow }) {
  const fragment = `request-${guest.id}`;
  const [open, setOpen] = useState(false);
  const { data: points = [] } = useQuery(profileSectionQueries(guest.id).talkingPoints);
  useEffect(() => {
    if (window.location.hash === `#${fragment}`) setOpen(true);
  }, [fragment]);
  const close = () => {
    setOpen(false);
    dropFragment(fragment);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link before the page's script runs (a tap answers at once), the dialog's button once it has */}
      <a
        href={`#${fragment}`}
        role="button"
        className={buttonClass('primary', 'sm')}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Request this guest
      </a>
      <OpeningNote id={fragment} className={open ? 'hidden' : 'hidden target:inline-flex'} />
      {open && (
        <Suspense fallback={<OpeningNote className="inline-flex" />}>
          <RequestGuestDialog open onClose={close} guest={guest} topics={points.map((point) => point.talkingPointTitle)} pitch={pitch} show={show} />
        </Suspense>
      )}
    </>
  );
}
