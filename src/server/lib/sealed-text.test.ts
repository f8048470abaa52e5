import { describe, expect, it } from 'vitest';
import { sealText, unsealText } from './sealed-text';

const SECRET = 'a-session-secret-of-at-least-thirty-two-characters';

describe('sealed text', () => {
  it('opens with the same secret and purpose, and hides the text', () => {
    const sealed = sealText('https://calendar.example/private-abc/basic.ics', SECRET, 'busy-calendar');
    expect(sealed).not.toContain('private-abc');
    expect(unsealText(sealed, SECRET, 'busy-calendar')).toBe('https://calendar.example/private-abc/basic.ics');
  });

  it('seals the same text differently each time', () => {
    expect(sealText('same', SECRET, 'p')).not.toBe(sealText('same', SECRET, 'p'));
  });

  it('stays shut for another secret, another purpose, a changed byte or a stranger', () => {
    const sealed = sealText('address', SECRET, 'busy-calendar');
    expect(unsealText(sealed, `${SECRET}x`, 'busy-calendar')).toBeNull();
    expect(unsealText(sealed, SECRET, 'other')).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(unsealText([...parts.slice(0, 3), body.toString('base64url')].join('.'), SECRET, 'busy-calendar')).toBeNull();
    expect(unsealText('not sealed', SECRET, 'busy-calendar')).toBeNull();
  });
});
