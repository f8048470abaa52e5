import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurationDoc, configurationDocPath } from '../../scripts/docs/configuration';
import { envSchema } from './config';

const serverDir = import.meta.dirname;
const declared = new Set(Object.keys(envSchema.shape));

/**
 * Variables that server code may read from process.env without config.ts declaring them: those of a
 * test or harness, never of the running server. None today; add one here with a word on why.
 */
const harnessOnly = new Set<string>([]);

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from src/server/config.ts', () => {
    expect(readFileSync(configurationDocPath, 'utf8'), 'docs/configuration.md differs from src/server/config.ts: run `npm run docs:config`').toBe(
      configurationDoc(),
    );
  });

  it("states each whole-number variable's range as the schema checks it", () => {
    const wrong = Object.entries(envSchema.shape).flatMap(([name, schema]: [string, z.ZodType]) => {
      const bounds = numberBounds(schema);
      if (!bounds) return [];
      const range = bounds.min === null ? `–${bounds.max}` : `${bounds.min}–${bounds.max}`;
      return schema.description?.includes(range) ? [] : [`${name}: the description should say ${range}`];
    });
    expect(wrong).toEqual([]);
  });
});

it('the server reads no environment variable that config.ts does not declare', () => {
  const stray = serverFiles(serverDir)
    .filter((file) => !/^config(-doc\.test)?\.ts$/.test(relative(serverDir, file)))
    .flatMap((file) => envReads(readFileSync(file, 'utf8')).map((read) => ({ file: relative(serverDir, file), read })))
    .filter(({ read }) => !declared.has(read) && !harnessOnly.has(read))
    .map(({ file, read }) => `${file}: ${read}`);
  expect(stray, 'read it through loadConfig (declared in envSchema), or list it in harnessOnly if only a test needs it').toEqual([]);
});

it('the scan finds each way of reading process.env', () => {
  const whole = 'process.env (not by a name)';
  expect(envReads("a(process.env.PORT); process.env['SITE_NAME']; const { HOST } = process.env; spawn({ env: process.env }); process.env[name]")).toEqual([
    'PORT',
    'SITE_NAME',
    whole,
    whole,
    whole,
  ]);
});

/** The .ts and .tsx files under a folder. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a source reads from process.env; a read not by a literal name (the whole object, a computed key) is reported as such. */
function envReads(source: string): string[] {
  return [...source.matchAll(/process\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*(['"`])([^'"`]+)\2\s*\])?/g)].map((m) => m[1] ?? m[3] ?? 'process.env (not by a name)');
}

/** The bounds a whole-number variable is checked against, through its default, optional and pipes; undefined for other kinds. */
function numberBounds(schema: z.ZodType): { min: number | null; max: number } | undefined {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) return numberBounds(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return numberBounds(schema.out as z.ZodType) ?? numberBounds(schema.in as z.ZodType);
  if (schema instanceof z.ZodNumber && schema.maxValue !== null && Number.isFinite(schema.maxValue)) {
    return { min: schema.minValue !== null && Number.isFinite(schema.minValue) ? schema.minValue : null, max: schema.maxValue };
  }
  return undefined;
}
