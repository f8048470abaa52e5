import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { actionLabel, FIELD_WORDS } from './log-labels';

/** The server's source files (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every audit action the server writes: each `action: 'kind.verb'` (both of `action: cond ? 'a.b' : 'a.c'`), and each profile record kind's create, update and delete. */
function auditActions(): string[] {
  const actions = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '..', 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, value] of text.matchAll(/action: ([^\n,}]+)/g)) for (const [, action] of value.matchAll(/'([a-z0-9-]+\.[a-z0-9.-]+)'/g)) actions.add(action);
    for (const [, type] of text.matchAll(/auditType: '([a-z-]+)'/g)) for (const verb of ['create', 'update', 'delete']) actions.add(`${type}.${verb}`);
  }
  return [...actions].sort();
}

/** Every key an object literal names, at any depth (inside a spread or a condition too): `{ slug, fields }` → slug, fields. */
function keysOf(node: ts.Node, keys: Set<string>): void {
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      )
        keys.add(property.name.text);
    }
  }
  node.forEachChild((child) => keysOf(child, keys));
}

/**
 * Every key the server writes literally in an audit entry's details: the object of each
 * `details: {…}`, the details a booking's move adds (`moveAudit(…, …, {…})`) and a job's
 * recorded settings (`paramsOf`). Keys only spread in from a variable are not seen.
 */
function auditDetailKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(import.meta.dirname, '..', 'server'))) {
    const text = readFileSync(file, 'utf8');
    if (!/details: \{|moveAudit\(|paramsOf:/.test(text)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['details', 'paramsOf'].includes(node.name.text)) keysOf(node.initializer, keys);
      else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'moveAudit' && node.arguments[2])
        keysOf(node.arguments[2], keys);
      else node.forEachChild(visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  }
  return [...keys].sort();
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

describe('audit details in words', () => {
  it('names every key the server records in an audit entry’s details in words of its own, not its code spelled out', () => {
    const keys = auditDetailKeys();
    expect(keys).toEqual(expect.arrayContaining(['showName', 'slot', 'reason', 'unpublishedBookingId', 'section']));
    expect(keys.filter((key) => !Object.hasOwn(FIELD_WORDS, key))).toEqual([]);
  });
});
