import { describe, expect, it } from 'vitest';
import { groupHeadings, importLabel } from './import-words';

describe('CSV import words', () => {
  it('the import button says what it will do', () => {
    expect(importLabel('clients', 2, 1)).toBe('Import 2 new and 1 update');
    expect(importLabel('clients', 1, 3)).toBe('Import 1 new and 3 updates');
    expect(importLabel('clients', 1, 0)).toBe('Import 1 new profile');
    expect(importLabel('talking-points', 4, 0)).toBe('Import 4 new talking points');
    expect(importLabel('clients', 0, 2)).toBe('Import 2 updates');
    expect(importLabel('clients', 0, 0)).toBe('Nothing to import');
  });

  it('names the groups by what the file holds', () => {
    expect(groupHeadings('clients', { new: 2, update: 1, unchanged: 0, invalid: 3 })).toEqual({
      new: 'New profiles (2)',
      update: 'Updates to existing profiles (1)',
      unchanged: 'Already up to date (0)',
      invalid: 'Rows that can’t be imported (3)',
    });
    expect(groupHeadings('talking-points', { new: 0, update: 4, unchanged: 0, invalid: 0 }).update).toBe('Updates to existing talking points (4)');
  });
});
