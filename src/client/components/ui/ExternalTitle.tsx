import { cn } from '@client/lib/cn';

/**
 * A title that links out (new tab) when it has an address, plain text otherwise. Its name says
 * so ("… (opens in a new tab)"), which also tells it from a link of the same title to a page here.
 */
export function ExternalTitle({ title, url, className }: { title: string; url: string | null; className?: string }) {
  if (!url) return <span className={cn('text-ink', className)}>{title}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={`${title} (opens in a new tab)`}
      className={cn('text-ink hover:text-accent', className)}
    >
      {title}
    </a>
  );
}
