import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { moved, serverMessageOr } from './list-edits';

describe('moving a talking point', () => {
  it('swaps it with its neighbour, and leaves the order alone at either end', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('failure toasts (the server error, else the default)', () => {
  it('uses the server message when it sent one', () => {
    expect(serverMessageOr(new ApiError('Talking point not found', 404), 'Failed to delete talking point')).toBe('Talking point not found');
    expect(serverMessageOr(new ApiError('Request failed: 502', 502), 'Failed to delete talking point')).toBe('Failed to delete talking point');
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Failed to delete talking point')).toBe('Failed to delete talking point');
  });
});
