import { BadgeCheck } from 'lucide-react';

/** "Verified show": the host of the request proved the show's feed is theirs (their tag was found in it). */
export function VerifiedShow() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-success/30 bg-success-soft px-2 py-0.5 text-xs font-medium whitespace-nowrap text-success">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified show
    </span>
  );
}
