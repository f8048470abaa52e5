import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { type ColumnFit, columnsToHide, DEFAULT_COLUMN_WIDTH } from './column-fit';
import { columnFits } from './table-columns';

const columns: ColumnFit[] = [
  { id: 'select', width: 40, priority: 0 },
  { id: 'title', width: 300, priority: 0 },
  { id: 'podcast', width: 180, priority: 2 },
  { id: 'client', width: 160, priority: 1 },
  { id: 'airDate', width: 130, priority: 2 },
  { id: 'added', width: 120, priority: 3 },
  { id: 'actions', width: 60, priority: 0 },
];
const total = columns.reduce((sum, c) => sum + c.width, 0);

describe('columnsToHide', () => {
  it('hides nothing when every column fits', () => {
    expect(columnsToHide(columns, total)).toEqual([]);
    expect(columnsToHide(columns, 2000)).toEqual([]);
  });

  it('hides the highest priority number first, then the rightmost of equals, until the rest fit', () => {
    expect(columnsToHide(columns, total - 1)).toEqual(['added']);
    expect(columnsToHide(columns, total - 121)).toEqual(['added', 'airDate']);
    expect(columnsToHide(columns, total - 251)).toEqual(['added', 'airDate', 'podcast']);
  });

  it('never hides a priority 0 column, however narrow', () => {
    expect(columnsToHide(columns, 100)).toEqual(['added', 'airDate', 'podcast', 'client']);
  });

  it('hides extra columns on request (the rendered table still overflows), never more than it can', () => {
    expect(columnsToHide(columns, total, 1)).toEqual(['added']);
    expect(columnsToHide(columns, total - 1, 2)).toEqual(['added', 'airDate', 'podcast']);
    expect(columnsToHide(columns, total, 9)).toEqual(['added', 'airDate', 'podcast', 'client']);
  });
});

describe('columnFits', () => {
  it('keeps the checkboxes, the title (first text header), the last column and the actions; the sorted column hides last', () => {
    const columns: ColumnDef<unknown>[] = [
      { id: 'select' },
      { id: 'thumbnail', header: () => null },
      { id: 'title', header: 'Title', meta: { width: 240 } },
      { id: 'added', header: 'Added', meta: { priority: 3 } },
      { id: 'source', header: 'Source', meta: { priority: 3 } },
      { id: 'details', header: () => null },
    ];
    expect(columnFits(columns, 'added')).toEqual([
      { id: 'select', width: DEFAULT_COLUMN_WIDTH, priority: 0 },
      { id: 'thumbnail', width: DEFAULT_COLUMN_WIDTH, priority: 1 },
      { id: 'title', width: 240, priority: 0 },
      { id: 'added', width: DEFAULT_COLUMN_WIDTH, priority: 1 },
      { id: 'source', width: DEFAULT_COLUMN_WIDTH, priority: 3 },
      { id: 'details', width: DEFAULT_COLUMN_WIDTH, priority: 0 },
    ]);
  });
});
