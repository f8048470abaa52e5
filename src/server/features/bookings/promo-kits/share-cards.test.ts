import { describe, expect, it } from 'vitest';
import { wrapWords } from './share-cards';

describe('the share cards’ words', () => {
  it('wraps a title in at most three lines, ending on a whole word and an ellipsis when it does not fit', () => {
    expect(wrapWords('Leading through change', 30, 3)).toEqual(['Leading through change']);
    expect(wrapWords('one two three four five six seven eight nine ten', 10, 3)).toEqual(['one two', 'three four', 'five six…']);
    expect(wrapWords('Supercalifragilisticexpialidocious', 10, 3)).toEqual(['Supercali…']);
    expect(wrapWords('   ', 10, 3)).toEqual([]);
  });
});
