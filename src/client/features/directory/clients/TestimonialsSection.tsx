import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { RatingStars } from '@client/components/ui/RatingStars';
import { quoteAttribution } from '@shared/quote-attribution';
import { RATING_MAX, ratingInWords } from '@shared/ratings';
import { Section } from './Section';

/** "What hosts say": the quotes the guest chose from hosts' feedback and the hosts agreed to, each with the host's name, the show's and the host's rating as stars; nothing when there are none. */
export function TestimonialsSection({ client }: { client: ClientDetail }) {
  if (client.testimonials.length === 0) return null;
  return (
    <Section id="testimonials" title="What hosts say">
      <ul className="grid gap-4 sm:grid-cols-2">
        {client.testimonials.map((item) => (
          <li key={`${item.showName}:${item.quote}`}>
            <figure className="flex h-full flex-col gap-2 border-l-2 border-gold pl-4">
              <RatingStars rating={item.rating} out={RATING_MAX} label={ratingInWords(item.rating)} />
              <blockquote className="leading-relaxed text-ink-soft">“{item.quote}”</blockquote>
              <figcaption className="text-sm font-medium text-ink">{quoteAttribution(item.hostName, item.showName)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
