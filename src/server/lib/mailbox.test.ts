import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('makes one key of the spellings one mailbox receives: case, a +tag, and Gmail’s dots and second domain', () => {
    for (const spelling of [
      'victim@gmail.com',
      'Victim@GMail.com',
      'victim+1@gmail.com',
      'Vic.Tim@gmail.com',
      'v.i.c.t.i.m+a+b@googlemail.com',
      ' victim@gmail.com ',
    ]) {
      expect(mailboxOf(spelling), spelling).toBe('victim@gmail.com');
    }
  });

  it('keeps dots where the provider does not ignore them, and other domains apart', () => {
    expect(mailboxOf('Ann.Lee+news@Example.test')).toBe('ann.lee@example.test');
    expect(mailboxOf('annlee@example.test')).not.toBe(mailboxOf('ann.lee@example.test'));
    expect(mailboxOf('victim@gmail.com.example.test')).toBe('victim@gmail.com.example.test');
    expect(mailboxOf('v.ictim@mail.gmail.com')).toBe('v.ictim@mail.gmail.com');
  });
});
