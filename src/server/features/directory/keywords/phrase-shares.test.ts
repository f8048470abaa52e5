import { expect, it } from 'vitest';
import { phraseShares } from './phrase-shares';

it('counts each candidate phrase once per profile that has it, the person’s own name left out', () => {
  const shares = phraseShares([
    { name: 'Ada Byron', texts: ['Supply chain. Supply chain.', 'Ada Byron on port logistics.'] },
    { name: 'Bo Chen', texts: ['Supply chain resilience. Supply chain.'] },
  ]);
  expect(shares.profiles).toBe(2);
  expect(shares.countOf('supply chain')).toBe(2);
  expect(shares.countOf('port logistics')).toBe(1);
  expect(shares.countOf('ada byron')).toBe(0);
  expect(shares.countOf('unknown')).toBe(0);
});
