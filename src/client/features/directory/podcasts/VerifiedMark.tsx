import { BadgeCheck } from 'lucide-react';
import type { AppearanceVerification } from '../../../../shared/api/directory/podcasts/podcasts';

/**
 * The "Verified" mark of an appearance found in the show's own feed: it links to the source (the
 * episode's page in the feed, its audio file, or the feed) and says which signal matched; a
 * self-reported appearance has none.
 */
export function VerifiedMark({ verified }: { verified: NonNullable<AppearanceVerification> }) {
  const className = 'inline-flex items-center gap-1 rounded-full border border-success/30 bg-success-soft px-2 py-0.5 text-xs font-medium text-success';
  const mark = (
    <>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </>
  );
  if (!verified.sourceUrl)
    return (
      <span className={className} title={verified.evidence}>
        {mark}
      </span>
    );
  return (
    <a
      href={verified.sourceUrl}
      target="_blank"
      rel="noreferrer noopener"
      title={verified.evidence}
      aria-label={`Verified: ${verified.evidence}. Source opens in a new tab`}
      className={`${className} hover:border-success`}
    >
      {mark}
    </a>
  );
}
