import { describe, expect, it } from 'vitest';
import { workOf } from './work-of';

describe('workOf', () => {
  it('reads the job title and the organisation a headline names', () => {
    expect(workOf('CFO, Brightline')).toEqual({ jobTitle: 'CFO', organisation: 'Brightline' });
    expect(workOf('VP of Sales at Acme Labs | Author')).toEqual({ jobTitle: 'VP of Sales', organisation: 'Acme Labs' });
    expect(workOf('Head of Growth at Bank of America')).toEqual({ jobTitle: 'Head of Growth', organisation: 'Bank of America' });
    expect(workOf('CEO of Northwind Labs')).toEqual({ jobTitle: 'CEO', organisation: 'Northwind Labs' });
    expect(workOf('Founder @ 3M Ventures')).toEqual({ jobTitle: 'Founder', organisation: '3M Ventures' });
  });

  it('names no organisation where the headline gives none', () => {
    expect(workOf('Author and speaker')).toEqual({ jobTitle: 'Author and speaker', organisation: null });
    expect(workOf('Leader of teams')).toEqual({ jobTitle: 'Leader of teams', organisation: null });
    expect(workOf('')).toEqual({ jobTitle: null, organisation: null });
  });
});
