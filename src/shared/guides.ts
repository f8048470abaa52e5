/** A guide for hosts, one of the home page's guide resources: id, title, description, url, thumbnail. */
interface Guide {
  id: string;
  title: string;
  description: string;
  url: string;
  thumbnail: string;
}

/** The three guides the home page lists; each is a page of its own at its `url`. */
export const GUIDES: readonly Guide[] = [
  {
    id: 'booking',
    title: 'How to book an executive guest',
    description: 'From the request on a guest’s profile to the feedback after the episode: each step, and who acts.',
    url: '/guides/booking',
    thumbnail: '/guides/booking.svg',
  },
  {
    id: 'interview',
    title: 'Preparing a great interview',
    description: 'Use talking points and sample questions to plan an episode listeners finish.',
    url: '/guides/interview',
    thumbnail: '/guides/interview.svg',
  },
  {
    id: 'one-sheet',
    title: 'Using the one-sheet',
    description: 'Every profile exports a printable PDF for your producer and your sponsors.',
    url: '/guides/one-sheet',
    thumbnail: '/guides/one-sheet.svg',
  },
];

/** The guide with this id, if any. */
export function guideById(id: string): Guide | undefined {
  return GUIDES.find((guide) => guide.id === id);
}
