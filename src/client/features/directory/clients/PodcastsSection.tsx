import { formatDate } from '@shared/dates';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link, useSearchParams } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { buttonClass } from '@client/components/ui/Button';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { ShowMore } from '@client/components/ui/ShowMore';
import { appearancePagesQuery, isConfirmedOnly, loadedAppearances } from '../appearances/appearance-pages';
import { EvidenceMark } from '../appearances/EvidenceMark';
import { AppearanceFilter } from './AppearanceFilter';
import { Section } from './Section';

/**
 * Podcasts the client appeared on, a page at a time ("Show more" adds the next), each with its grade
 * of evidence and what it rests on; a visitor may keep the confirmed ones alone (kept in the address). Find Episodes for
 * those who may edit the profile's media.
 */
export function PodcastsSection({
  client,
  appearances,
  more,
}: {
  client: ClientDetail;
  appearances: Appearance[];
  more: ComponentProps<typeof ShowMore>['query'];
}) {
  const [search] = useSearchParams();
  const confirmedOnly = isConfirmedOnly(search);
  const confirmed = useInfiniteQuery({ ...appearancePagesQuery(client.id, 'confirmed'), enabled: confirmedOnly });
  const shown = confirmedOnly ? loadedAppearances(confirmed.data) : appearances;
  return (
    <Section
      id="podcasts"
      title="Podcasts"
      actions={
        client.abilities.editMedia && (
          <Link to={`/profile/${client.slug}/podcasts`} className={buttonClass('secondary', 'sm')}>
            Find Episodes
          </Link>
        )
      }
    >
      {appearances.length > 0 && <AppearanceFilter confirmedOnly={confirmedOnly} />}
      {shown.length === 0 ? (
        <p className="text-sm text-muted" role="status">
          {!confirmedOnly
            ? 'No podcast appearances listed yet.'
            : confirmed.isPending
              ? 'Loading the confirmed appearances…'
              : confirmed.isError
                ? 'The confirmed appearances could not be loaded. Try again in a moment.'
                : 'None of these appearances is confirmed yet by the show’s own feed or a booking’s release.'}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {shown.map((a) => (
            <li key={a.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <Mic className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">
                  <ExternalTitle title={a.title} url={a.url} />
                </p>
                <p className="text-sm text-muted">
                  {a.podcastName}
                  {a.podcastHost && ` · hosted by ${a.podcastHost}`}
                  {a.publishedAt && ` · ${formatDate.monthYear(a.publishedAt)}`}
                </p>
                <p className="mt-1">
                  <EvidenceMark appearance={a} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore query={confirmedOnly ? confirmed : more} label={confirmedOnly ? 'Show more confirmed appearances' : 'Show more appearances'} />
    </Section>
  );
}
