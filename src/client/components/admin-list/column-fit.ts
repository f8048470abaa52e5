/** How one column of an admin table takes its place when the table is narrow. */
export interface ColumnFit {
  id: string;
  /** The width it needs, padding included (px). */
  width: number;
  /** 0 never hides; among the others the highest number hides first, then the rightmost. */
  priority: number;
}

/** Below this width (px) of its container, a list shows its rows as cards instead of a table. */
export const CARD_LIST_BELOW = 600;

/** A column's width when it declares none (px, padding included). */
export const DEFAULT_COLUMN_WIDTH = 128;

/**
 * The ids of the columns to hide so that the others fit in `available` px: the highest priority
 * number first and, among equals, the rightmost; priority 0 never hides. `extra` hides that many
 * more, for when the rendered table still overflows (its content wider than declared).
 */
export function columnsToHide(columns: readonly ColumnFit[], available: number, extra = 0): string[] {
  const droppable = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority > 0)
    .sort((a, b) => b.column.priority - a.column.priority || b.index - a.index)
    .map(({ column }) => column);
  let total = columns.reduce((sum, column) => sum + column.width, 0);
  let count = 0;
  while (count < droppable.length && total > available) {
    total -= droppable[count].width;
    count++;
  }
  return droppable.slice(0, Math.min(droppable.length, count + extra)).map((column) => column.id);
}
