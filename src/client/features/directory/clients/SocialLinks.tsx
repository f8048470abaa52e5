import { BookOpen, Globe } from 'lucide-react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '@client/components/ui/BrandIcons';

const LINKS = [
  ['linkedinUrl', 'LinkedIn', LinkedinIcon],
  ['instagramUrl', 'Instagram', InstagramIcon],
  ['facebookUrl', 'Facebook', FacebookIcon],
  ['youtubeUrl', 'YouTube', YoutubeIcon],
  ['websiteUrl', 'Website', Globe],
  ['bookUrl', 'Book', BookOpen],
] as const;

/** The client's social and web links as icon buttons (only those that exist). */
export function SocialLinks({ client }: { client: ClientDetail }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {LINKS.map(([field, label, Icon]) =>
        client[field] ? (
          <li key={field}>
            <a
              href={client[field]!}
              target="_blank"
              rel="noreferrer noopener"
              aria-label={`${client.name} on ${label}`}
              className="flex size-8 items-center justify-center rounded-full border border-line text-ink-soft transition-colors hover:border-accent hover:text-accent"
            >
              <Icon className="size-4" aria-hidden="true" />
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
