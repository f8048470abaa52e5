import { formatDate } from '@shared/dates';
import { Mic } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { buttonClass } from '@client/components/ui/Button';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { ShowMore } from '@client/components/ui/ShowMore';
import { VerifiedMark } from '../appearances/VerifiedMark';
import { Section } from './Section';

/**
 * Podcasts the client appeared on, a page at a time ("Show more" adds the next), each verified one
 * marked with its source; Find Episodes for those who may edit the profile's media.
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
      {appearances.length === 0 ? (
        <p className="text-sm text-muted">No podcast appearances listed yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {appearances.map((a) => (
            <li key={a.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <Mic className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <ExternalTitle title={a.title} url={a.url} className="font-medium" />
                  {a.verified && <VerifiedMark verified={a.verified} />}
                </p>
                <p className="text-sm text-muted">
                  {a.podcastName}
                  {a.podcastHost && ` · hosted by ${a.podcastHost}`}
                  {a.publishedAt && ` · ${formatDate.monthYear(a.publishedAt)}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore query={more} label="Show more appearances" />
    </Section>
  );
}
