import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..', '..', 'dist', 'server');

/** The most compiled server code a start parses and runs: its modules before any dynamic import. */
const START_CODE_BUDGET_BYTES = 3.7 * 1024 * 1024;

/**
 * Packages a start on the embedded default must not load: each is imported where it is first
 * needed (PostgreSQL's driver and Socket.IO's adapter on PostgreSQL only, sharp for the first
 * image), or never (Fastify's own compilers: the app gives it zod's).
 */
const LOADED_WHEN_NEEDED = ['sharp', 'pg', '@socket.io/postgres-adapter', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 'ajv'];

/**
 * The specifiers of a compiled module's static imports. esbuild leaves each where its module began,
 * as a statement of its own: `import{…}from"…";`, `import * as x from"…";` or `import"…";`.
 */
function staticImports(text: string): string[] {
  const statement = /(?:^|(?<=[;}\n]))\s*import\s*(?:(?:\{[\w$\s,]*\}|\*\s*as\s+[\w$]+|[\w$]+)\s*from\s*)?"([\w@./:-]+)";/g;
  return [...text.matchAll(statement)].map((match) => match[1]!);
}

/** Every module main.js loads before its first dynamic import, with its text: the bundle's own and the packages left as imports. */
function startCode(): { files: Map<string, string>; packages: Set<string> } {
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(join(serverDir, file), 'utf8');
    files.set(file, text);
    for (const spec of staticImports(text)) {
      if (spec.startsWith('./')) visit(spec.slice(2));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  };
  visit('main.js');
  return { files, packages };
}

/** Whether a bundled CommonJS package is in `text`: esbuild names each of its files by path. */
const bundles = (text: string, name: string) => text.includes(`"node_modules/${name}/`);

describe('what a start of the compiled server loads', () => {
  it('reads its static imports as esbuild writes them', () => {
    const { files, packages } = startCode();
    expect(files.size).toBeGreaterThan(1);
    expect([...packages]).toContain('@electric-sql/pglite');
    expect(staticImports('import{a as b}from"./x.js";var z=1;import"y";import"w";f("import x from");x=import("./z.js");')).toEqual(['./x.js', 'y', 'w']);
  });

  it(`parses at most ${START_CODE_BUDGET_BYTES / 1024 / 1024} MB of code, and none of what loads when needed`, () => {
    const { files, packages } = startCode();
    const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(bytes).toBeLessThanOrEqual(START_CODE_BUDGET_BYTES);
    for (const name of LOADED_WHEN_NEEDED) {
      expect([...packages], `${name} is imported by a start`).not.toContain(name);
      expect(
        [...files].filter(([, text]) => bundles(text, name)).map(([file]) => file),
        `${name} is bundled into what a start loads`,
      ).toEqual([]);
    }
  });

  it('maps its lines back to the TypeScript sources for stack traces, without holding their text', () => {
    const { files } = startCode();
    for (const file of files.keys()) {
      const map = JSON.parse(readFileSync(join(serverDir, `${file}.map`), 'utf8')) as { sourcesContent?: unknown };
      expect(map.sourcesContent, `${file}.map holds the sources' text, which node --enable-source-maps keeps in memory`).toBeUndefined();
    }
    const main = JSON.parse(readFileSync(join(serverDir, 'main.js.map'), 'utf8')) as { sources: string[]; mappings: string };
    expect(main.mappings.length).toBeGreaterThan(0);
    expect(main.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
  });
});
