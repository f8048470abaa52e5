import { BadgeCheck } from 'lucide-react';
import type { AppearanceVerification } from '@shared/api/directory/podcasts/podcasts';

/**
 * The "Verified" mark of an appearance found in the show's own feed, followed by what it rests on
 * in words ("Named as guest in the show’s own feed"): the mark links to the source (the episode on
 * the show's own site, or its audio) when there is one; a self-reported appearance has none.
 */
export function VerifiedMark({ verified }: { verified: NonNullable<AppearanceVerification> }) {
  const className = 'inline-flex items-center gap-1 rounded-full border border-success/30 bg-success-soft px-2 py-0.5 text-xs font-medium text-success';
  const mark = (
    <>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </>
  );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      {verified.sourceUrl ? (
        <a
          href={verified.sourceUrl}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={`Verified: ${verified.evidence}. The source opens in a new tab`}
          className={`${className} hover:border-success`}
        >
          {mark}
        </a>
      ) : (
        <span className={className}>{mark}</span>
      )}
      {/* the link's name already says it */}
      <span className="text-xs text-muted" aria-hidden={verified.sourceUrl ? true : undefined}>
        {verified.evidence}
      </span>
    </span>
  );
}
