import { BadgeCheck, Link2, PenLine } from 'lucide-react';
import { EVIDENCE_GRADE_LABELS, type EvidenceGrade, SELF_REPORTED_EVIDENCE } from '@shared/api/directory/appearances/evidence';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';

const PILL = 'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium';

/** Each grade's pill and icon: confirmed in the success colour, matched in the accent, self-reported quiet. */
const LOOKS = {
  confirmed: { Icon: BadgeCheck, pill: 'border-success/30 bg-success-soft text-success' },
  matched: { Icon: Link2, pill: 'border-accent/20 bg-accent-soft text-accent' },
  'self-reported': { Icon: PenLine, pill: 'border-line bg-sunken text-muted' },
} as const;

/** An appearance's grade in a pill, with its icon (the console's lists show it alone). */
export function GradePill({ grade }: { grade: EvidenceGrade }) {
  const { Icon, pill } = LOOKS[grade];
  return (
    <span className={`${PILL} ${pill}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {EVIDENCE_GRADE_LABELS[grade]}
    </span>
  );
}

/**
 * An appearance's grade of evidence in words ("Confirmed", "Matched", "Self-reported") followed by
 * what it rests on ("Named as guest in the show’s own feed"); the pill of one known from the show's
 * feed links to its source (the episode on the show's own site, or its audio).
 */
export function EvidenceMark({ appearance }: { appearance: Pick<Appearance, 'grade' | 'verified'> }) {
  const { grade, verified } = appearance;
  const label = EVIDENCE_GRADE_LABELS[grade];
  const evidence = verified?.evidence ?? SELF_REPORTED_EVIDENCE;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      {verified?.sourceUrl ? (
        <a
          href={verified.sourceUrl}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={`${label}: ${evidence}. The source opens in a new tab`}
          className="rounded-full"
        >
          <GradePill grade={grade} />
        </a>
      ) : (
        <GradePill grade={grade} />
      )}
      {/* the link's name already says it */}
      <span className="text-xs text-muted" aria-hidden={verified?.sourceUrl ? true : undefined}>
        {evidence}
      </span>
    </span>
  );
}
