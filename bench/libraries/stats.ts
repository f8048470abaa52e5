/** The q-quantile (0..1) of some numbers, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** The median of some numbers. */
export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** "median [min–max]" of per-round figures, with `digits` decimals. */
export function spread(values: readonly number[], digits = 1): string {
  const f = (v: number) => v.toFixed(digits);
  return `${f(median(values))} [${f(Math.min(...values))}–${f(Math.max(...values))}]`;
}

/** Prints rows as a Markdown table (the first row is the header). */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows.slice(1)) console.log(line(r));
}

/**
 * Runs full garbage collections (the process must run with --expose-gc), with a pause between
 * so freed typed-array buffers are released, and returns the heap plus off-heap buffers, in MB.
 */
export async function memoryAfterGc(): Promise<number> {
  if (!globalThis.gc) throw new Error('Run with node --expose-gc');
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  globalThis.gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 2 ** 20;
}

/** An empty list of samples per name. */
export function samplesFor(names: readonly string[]): Record<string, number[]> {
  return Object.fromEntries(names.map((name) => [name, [] as number[]]));
}

/** Round-by-round ratios a[i] / b[i] of two engines measured in the same rounds (drift in the machine's speed cancels out). */
export function ratios(a: readonly number[], b: readonly number[]): number[] {
  return a.map((value, i) => value / b[i]);
}
