import { Link } from '@client/lib/router';
import type { ClientCard } from '@shared/api/directory/clients/clients';
import { PORTRAIT_SIZES, primaryPhoto } from '@shared/portrait';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { FeaturedStar } from './FeaturedStar';
import { Highlight } from './Highlight';

/** A portrait-first card of the directory grid, with the featured toggle and matched words marked. */
export function DirectoryCard({ client, words }: { client: ClientCard; words: string[] }) {
  return (
    <li className="group relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-pop)]">
      <Link to={`/profile/${client.slug}`} className="block rounded-[var(--radius-card)] focus-ring-inset">
        <ProfilePhoto src={primaryPhoto(client)} name={client.name} sizes={PORTRAIT_SIZES.directoryCard} className="aspect-[4/5] w-full" />
        <div className="p-4">
          <h2 className="font-display text-lg leading-tight text-ink">
            <Highlight text={client.name} words={words} />
          </h2>
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">
            <Highlight text={client.headline} words={words} />
          </p>
          {client.goaCategories.length > 0 && <p className="mt-2 truncate text-xs text-muted">{client.goaCategories.join(' · ')}</p>}
        </div>
      </Link>
      <div className="absolute top-2 right-2 rounded-full bg-surface/90 shadow-sm backdrop-blur">
        <FeaturedStar client={client} canToggle />
      </div>
    </li>
  );
}
