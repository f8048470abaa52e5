import { expect } from 'vitest';

/** Asserts that a mail's text and its HTML each say every one of `facts`, and show none of `absent` (a string, or a pattern such as a raw instant). */
export function expectBothParts(mail: { text: string; html: string }, facts: string[], absent: (string | RegExp)[] = []): void {
  for (const part of [mail.text, mail.html]) {
    for (const fact of facts) expect(part).toContain(fact);
    for (const shown of absent) {
      if (typeof shown === 'string') expect(part).not.toContain(shown);
      else expect(part).not.toMatch(shown);
    }
  }
}
