import { workOf } from './work-of';

/** A guest as their profile page publishes them. */
export interface PublishedGuest {
  name: string;
  headline: string;
  /** The profile's address; with "#person", the Person's id. */
  profileUrl: string;
  /** The share image's address. */
  imageUrl: string;
  /** Their public links: website and social profiles. */
  sameAs: string[];
}

/** An appearance a show's feed proved (confirmed or matched), as the open data publishes it. */
export interface PublishedAppearance {
  title: string;
  /** ISO instant of its release; null when unknown. */
  publishedAt: string | null;
  /** Where the episode is, as verification.ts chooses it (its page on the show's site, else its audio); null when neither. */
  sourceUrl: string | null;
  showName: string;
  /** The show's site, else its feed. */
  showUrl: string;
  feedUrl: string;
}

/**
 * The schema.org JSON-LD of a profile page: the guest as a Person (job title and organisation
 * read from the headline, picture, profile, public links) and each appearance as a PodcastEpisode
 * of its PodcastSeries, with the guest as its actor by reference.
 */
export function profileJsonLd(guest: PublishedGuest, appearances: PublishedAppearance[]) {
  const personId = `${guest.profileUrl}#person`;
  const { jobTitle, organisation } = workOf(guest.headline);
  const person = {
    '@type': 'Person',
    '@id': personId,
    name: guest.name,
    ...(jobTitle && { jobTitle }),
    ...(organisation && { worksFor: { '@type': 'Organization', name: organisation } }),
    image: guest.imageUrl,
    url: guest.profileUrl,
    ...(guest.sameAs.length > 0 && { sameAs: guest.sameAs }),
  };
  const episodes = appearances.map((appearance) => ({
    '@type': 'PodcastEpisode',
    name: appearance.title,
    ...(appearance.sourceUrl && { url: appearance.sourceUrl }),
    ...(appearance.publishedAt && { datePublished: appearance.publishedAt.slice(0, 10) }),
    partOfSeries: { '@type': 'PodcastSeries', name: appearance.showName, url: appearance.showUrl, webFeed: appearance.feedUrl },
    actor: { '@id': personId },
  }));
  return { '@context': 'https://schema.org', '@graph': [person, ...episodes] };
}
