import { Sparkles } from 'lucide-react';
import { useContext } from 'react';
import { Link } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { buttonClass } from '@client/components/ui/Button';
import { PORTRAIT_SIZES, primaryPhoto } from '@shared/portrait';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { FeaturedStar } from '../search/FeaturedStar';
import { ProfileActionsContext } from './profile-actions';
import { SocialLinks } from './SocialLinks';

/** The header card: portrait, name in the display face, headline, categories, links and the role's actions (a host's request, or the guest's own pages). */
export function ProfileCard({ client }: { client: ClientDetail }) {
  const { abilities } = client;
  const actions = useContext(ProfileActionsContext);
  const research = `https://chatgpt.com/?q=${encodeURIComponent(`Research ${client.name}, ${client.headline}: recent interviews, talks and press.`)}`;
  return (
    <section className="grid gap-6 rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:grid-cols-[200px_1fr] sm:p-8">
      <ProfilePhoto src={primaryPhoto(client)} name={client.name} sizes={PORTRAIT_SIZES.profileCard} eager className="aspect-[4/5] w-40 rounded-xl sm:w-full" />
      <div className="min-w-0">
        <div className="flex items-start gap-2">
          <h1 className="font-display text-4xl leading-tight text-ink sm:text-5xl">{client.name}</h1>
          <FeaturedStar client={client} canToggle={abilities.toggleFeatured} className="mt-2" />
        </div>
        <p className="mt-2 text-lg text-ink-soft">{client.headline}</p>
        {client.goaCategories.length > 0 && (
          <p className="mt-3 text-xs font-semibold tracking-[0.15em] text-gold uppercase">{client.goaCategories.join(' · ')}</p>
        )}
        <div className="mt-4">
          <SocialLinks client={client} />
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          {!abilities.ownProfileActions && actions.requestGuest?.(client)}
          {abilities.ownProfileActions && (
            <>
              <Link to={`/profile/${client.slug}/bookings`} className={buttonClass('primary', 'sm')}>
                MY BOOKINGS
              </Link>
              <Link to={`/profile/${client.slug}/socials`} className={buttonClass('secondary', 'sm')}>
                MY SOCIALS
              </Link>
              <Link to={`/profile/${client.slug}/podcasts`} className={buttonClass('secondary', 'sm')}>
                MY PODCASTS
              </Link>
            </>
          )}
          {abilities.researchLink && (
            <a href={research} target="_blank" rel="noreferrer noopener" className={buttonClass('ghost', 'sm')}>
              <Sparkles className="size-4" aria-hidden="true" /> ChatGPT research
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
