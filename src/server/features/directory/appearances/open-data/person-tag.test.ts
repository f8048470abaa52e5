import { describe, expect, it } from 'vitest';
import { personTagLine } from './person-tag';

describe('personTagLine', () => {
  it('names the guest with their profile and picture', () => {
    expect(personTagLine('Nina Patel', 'https://podium.example/profile/nina-patel', 'https://podium.example/api/clients/nina-patel/share-image')).toBe(
      '<podcast:person role="guest" href="https://podium.example/profile/nina-patel" img="https://podium.example/api/clients/nina-patel/share-image">Nina Patel</podcast:person>',
    );
  });

  it('leaves out the picture when there is none, and escapes every value', () => {
    expect(personTagLine('Tom & <Jerry>', 'https://podium.example/profile/x?a=1&b="2"')).toBe(
      '<podcast:person role="guest" href="https://podium.example/profile/x?a=1&amp;b=&quot;2&quot;">Tom &amp; &lt;Jerry&gt;</podcast:person>',
    );
  });
});
