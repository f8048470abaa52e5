import { useQuery } from '@tanstack/react-query';
import { useParams } from '@client/lib/router';
import { PITCH_LINK_INVALID } from '@shared/api/bookings/pitches';
import { Alert } from '@client/components/ui/Alert';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { PageSpinner } from '@client/components/ui/Spinner';
import { usePageTitle } from '@client/lib/use-page-title';
import { PitchGuestSheet } from './PitchGuestSheet';
import { pitchPageQuery } from './pitch-query';
import { formatDate } from '@shared/dates';

/**
 * /pitch/{token}: the guests the agency offers one show, each as a web one-sheet with a Request
 * button, through an unguessable link (server-rendered, noindex, readable without JavaScript).
 * An expired, revoked or unknown link says so.
 */
export default function PitchPage() {
  const { token = '' } = useParams();
  const pitch = useQuery(pitchPageQuery(token));
  usePageTitle(pitch.data ? `Guests for ${pitch.data.showName}` : 'Pitch page');
  if (pitch.isPending) return <PageSpinner label="Loading the pitch…" fullScreen />;
  if (pitch.isError) return <LoadFailed message="This pitch page could not be loaded." onRetry={() => void pitch.refetch()} />;
  const view = pitch.data;
  if (!view) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="font-display text-3xl text-ink">Pitch page</h1>
        <Alert tone="error">{PITCH_LINK_INVALID}</Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Guests for your show</p>
        <h1 className="font-display text-4xl text-ink">
          {view.showUrl ? (
            <a className="link-inline" href={view.showUrl} rel="noreferrer noopener" target="_blank">
              {view.showName}
            </a>
          ) : (
            view.showName
          )}
        </h1>
        <p className="text-sm text-ink-soft">
          {view.guests.length === 1 ? 'One guest picked' : `${view.guests.length} guests picked`} for your audience. This page works until{' '}
          {formatDate.dayMonthYear(view.expiresAt)}.
        </p>
      </header>
      {view.guests.map((guest) => (
        <PitchGuestSheet key={guest.id} guest={guest} token={token} showName={view.showName} showUrl={view.showUrl} />
      ))}
    </div>
  );
}
