import { quoteAttribution } from '@shared/quote-attribution';

/** A quote as the profile would show it: the words in quotation marks, then who said them on which show. */
export function QuotedWords({ quote, hostName, showName }: { quote: string; hostName: string | null; showName: string }) {
  return (
    <figure className="flex flex-col gap-1 border-l-2 border-gold pl-4">
      <blockquote className="leading-relaxed text-ink">“{quote}”</blockquote>
      <figcaption className="text-sm font-medium text-ink-soft">{quoteAttribution(hostName, showName)}</figcaption>
    </figure>
  );
}
