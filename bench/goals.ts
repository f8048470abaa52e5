/** A figure the product holds itself to, with the bound it must keep. */
export interface Goal {
  /** What was measured, in words ("cold start to the first 200"). */
  figure: string;
  /** The measured value, in `unit`; null when it could not be measured here (then `note` says why). */
  measured: number | null;
  /** The bound: at most this (or at least, with `atLeast`). */
  bound: number;
  unit: string;
  atLeast?: boolean;
  /** Why a figure was not measured, or how it was. */
  note?: string;
  /** A condition beside the bound that the run broke (messages lost): the goal is not met, whatever was measured. */
  broken?: boolean;
}

/** The goals, as the product states them: each bench that measures one prints it against its bound. */
export const GOALS = {
  firstJsKb: 90,
  coldStartS: 4,
  restartS: 2,
  rssEmbeddedMb: 250,
  rssPostgresMb: 150,
  messagingP99Ms: 100,
  messagingTwoNodesP99Ms: 50,
  airtableSyncS: 25,
  lighthousePerformance: 98,
  lcpS: 1.8,
  tbtMs: 50,
} as const;

/** Whether a measured figure keeps its bound. */
export function meets(goal: Goal): boolean | null {
  if (goal.measured === null) return null;
  if (goal.broken) return false;
  return goal.atLeast ? goal.measured >= goal.bound : goal.measured <= goal.bound;
}

/** Prints the goals as a table: each figure, what was measured, its goal and whether it is met. */
export function printGoals(title: string, goals: Goal[]): void {
  console.log(`\n${title}`);
  const met = (goal: Goal) => ({ true: 'yes', false: 'NO', null: 'not measured' })[String(meets(goal)) as 'true' | 'false' | 'null'];
  console.table(
    goals.map((goal) => ({
      figure: goal.figure,
      measured: goal.measured === null ? '—' : `${Number(goal.measured.toFixed(2))} ${goal.unit}`,
      goal: `${goal.atLeast ? '≥' : '≤'} ${goal.bound} ${goal.unit}`,
      met: met(goal),
      note: goal.note ?? '',
    })),
  );
}
