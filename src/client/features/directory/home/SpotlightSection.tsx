import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '@client/lib/router';
import type { ClientCard } from '@shared/api/directory/clients/clients';
import { firstParagraph, truncate } from '@shared/plain-text';
import { buttonClass } from '@client/components/ui/Button';
import { Carousel } from '@client/components/ui/Carousel';
import { PORTRAIT_SIZES, primaryPhoto } from '@shared/portrait';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { Skeleton } from '@client/components/ui/Skeleton';
import { featuredClientsQuery } from './spotlight-query';

function SpotlightSlide({ client, eager }: { client: ClientCard; eager: boolean }) {
  return (
    <article className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-14">
      <ProfilePhoto
        src={primaryPhoto(client)}
        name={client.name}
        sizes={PORTRAIT_SIZES.spotlight}
        eager={eager}
        className="aspect-[4/5] w-full max-w-sm rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
      />
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">Executive spotlight</p>
        <h3 className="mt-3 font-display text-4xl leading-tight text-ink sm:text-5xl">{client.name}</h3>
        <p className="mt-2 text-lg text-ink-soft">{client.headline}</p>
        <p className="mt-5 max-w-[60ch] text-ink-soft">{truncate(firstParagraph(client.bioExcerpt), 220)}</p>
        <Link to={`/profile/${client.slug}`} className={`${buttonClass('primary', 'lg')} mt-8`}>
          View profile <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The executive spotlight: featured profiles one at a time (no autoplay on the home page). */
export function SpotlightSection() {
  const { data, isPending, isError } = useQuery(featuredClientsQuery);
  return (
    <section id="spotlight" aria-labelledby="spotlight-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="spotlight-title" className="sr-only">
        Executive spotlight
      </h2>
      {isPending ? (
        <div role="status" className="grid gap-8 md:grid-cols-[2fr_3fr]">
          <Skeleton className="aspect-[4/5] w-full max-w-sm" />
          <div className="space-y-4">
            <p className="text-sm text-muted">Loading executive profiles...</p>
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-20 w-full" />
          </div>
        </div>
      ) : isError ? (
        <p className="text-center text-ink-soft">Failed to load executive profiles. Please try again later.</p>
      ) : data.length === 0 ? (
        <p className="text-center text-ink-soft">No profiles available</p>
      ) : (
        <Carousel items={data} label="Spotlight carousel" itemKey={(c) => c.id} render={(client, i) => <SpotlightSlide client={client} eager={i === 0} />} />
      )}
    </section>
  );
}
