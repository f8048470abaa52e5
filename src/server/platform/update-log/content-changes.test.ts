import { describe, expect, it } from 'vitest';
import { storable } from '@server/lib/jsonb';
import { changedFields } from './content-changes';

describe('update-log values', () => {
  it('lists the fields that differ, every field of a create or delete', () => {
    expect(changedFields({ a: 1, b: ['x'], c: null }, { a: 1, b: ['y'], c: undefined })).toEqual(['b']);
    expect(changedFields(null, { a: 1, b: '' })).toEqual(['a', 'b']);
  });

  it('turns lone surrogates into U+FFFD at any depth (jsonb refuses them), keeping real pairs', () => {
    expect(storable('bad \uD800 half')).toBe('bad \uFFFD half');
    expect(storable({ list: ['\uDC00', '😀'], n: 3, when: null })).toEqual({ list: ['\uFFFD', '😀'], n: 3, when: null });
  });
});
