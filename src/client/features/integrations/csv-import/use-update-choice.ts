import { useState } from 'react';
import type { CsvPreview, CsvRowPlan } from '@shared/api/integrations/csv-import';

/** A choice is of one row as one version: a new preview showing other changes for that row is not chosen. */
const keyOf = (plan: CsvRowPlan) => `${plan.row}:${plan.version}`;

/**
 * Which updates of the preview the admin chose to apply (none at first): per row, or all of
 * them; `confirmed` is what the import sends, each row with the version the preview showed.
 */
export function useUpdateChoice(preview: CsvPreview | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const updates = preview?.rows.filter((plan) => plan.action === 'update') ?? [];
  const isChosen = (plan: CsvRowPlan) => chosen.has(keyOf(plan));
  const confirmed = updates.filter(isChosen).map((plan) => ({ row: plan.row, version: plan.version ?? '' }));
  return {
    updates,
    isChosen,
    confirmed,
    allChosen: updates.length > 0 && confirmed.length === updates.length,
    choose: (plan: CsvRowPlan, on: boolean) =>
      setChosen((previous) => {
        const next = new Set(previous);
        if (on) next.add(keyOf(plan));
        else next.delete(keyOf(plan));
        return next;
      }),
    chooseAll: (on: boolean) => setChosen(new Set(on ? updates.map(keyOf) : [])),
    clear: () => setChosen(new Set()),
  };
}

/** The choice of updates, as the preview groups use it. */
export type UpdateChoice = ReturnType<typeof useUpdateChoice>;
