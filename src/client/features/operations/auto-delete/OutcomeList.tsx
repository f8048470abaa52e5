import { AUTO_DELETE_RULE_TEXT, type AutoDeleteOutcome } from '@shared/api/operations/auto-delete';

/** A preview's (or a run's) items, rule by rule, with their counts. */
export function OutcomeList({ outcome }: { outcome: AutoDeleteOutcome }) {
  if (outcome.rules.length === 0) return <p className="text-sm text-ink-soft">No rule is switched on: nothing would be removed.</p>;
  return (
    <div className="space-y-4">
      {outcome.rules.map((rule) => (
        <section key={rule.rule} aria-label={AUTO_DELETE_RULE_TEXT[rule.rule].title}>
          <h3 className="text-sm font-medium text-ink">
            {AUTO_DELETE_RULE_TEXT[rule.rule].title}: {rule.count.toLocaleString()}
            {rule.more ? ' (more wait for the next run)' : ''}
          </h3>
          {rule.items.length > 0 ? (
            <ul className="mt-2 max-h-56 divide-y divide-line overflow-y-auto rounded-[var(--radius-control)] border border-line text-sm">
              {rule.items.map((item) => (
                <li key={`${item.targetType}-${item.targetId}`} className="px-3 py-1.5 text-ink">
                  {item.label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-ink-soft">Nothing to remove.</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** 'N items: a unavailable videos, b stale pending videos, c orphan files' for the run's confirmation. */
export function outcomeSummary(outcome: AutoDeleteOutcome): string {
  const parts = outcome.rules.map((r) => `${r.count.toLocaleString()} ${AUTO_DELETE_RULE_TEXT[r.rule].title.toLowerCase()}`);
  return `${outcome.total.toLocaleString()} ${outcome.total === 1 ? 'item' : 'items'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
