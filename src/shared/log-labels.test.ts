import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionLabel } from './log-labels';

/** The server's source files (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every audit action the server writes: each `action: 'kind.verb'`, and each profile record kind's create, update and delete. */
function auditActions(): string[] {
  const actions = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '..', 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, action] of text.matchAll(/action: '([a-z0-9-]+\.[a-z0-9.-]+)'/g)) actions.add(action);
    for (const [, type] of text.matchAll(/auditType: '([a-z-]+)'/g)) for (const verb of ['create', 'update', 'delete']) actions.add(`${type}.${verb}`);
  }
  return [...actions].sort();
}

/** What an action would read as with no words of its own: its code spelled out ('appearance.verify' → 'Appearance verify'). */
const spelledOut = (action: string) => {
  const words = action.replace(/[._:-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

describe('audit actions in words', () => {
  it('reads every action the server writes in plain words, not its code spelled out', () => {
    const actions = auditActions();
    expect(actions.length).toBeGreaterThan(60);
    expect(actions.filter((action) => actionLabel(action, null) === spelledOut(action))).toEqual([]);
  });
});
