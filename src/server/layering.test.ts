import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = join(import.meta.dirname, 'features');

/** Every file of every feature folder, as [feature, file name, text]. */
function featureFiles(): [string, string, string][] {
  return readdirSync(featuresDir).flatMap((feature) =>
    readdirSync(join(featuresDir, feature)).map((file): [string, string, string] => [feature, file, readFileSync(join(featuresDir, feature, file), 'utf8')]),
  );
}

/** What only services and repos may do: reach the database, open transactions, write the audit log. */
const ROUTE_LEAKS: [string, RegExp][] = [
  ['imports drizzle-orm', /from ['"]drizzle-orm/],
  ['imports the database schema or client', /from ['"](\.\.\/)+db\//],
  ['imports a repo', /from ['"][^'"]*\.repo['"]/],
  ['opens a transaction', /\.transaction\(/],
  ['writes the audit log', /insertAudit\(|auditedWrite\(/],
];

describe('layers (routes → service → repo)', () => {
  it('every feature with routes has a service', () => {
    const files = featureFiles();
    const withRoutes = new Set(files.filter(([, f]) => f.endsWith('.routes.ts')).map(([feature]) => feature));
    const withService = new Set(files.filter(([, f]) => f.endsWith('.service.ts')).map(([feature]) => feature));
    expect([...withRoutes].filter((feature) => !withService.has(feature))).toEqual([]);
  });

  it('routes speak HTTP only: no database, repo, transaction or audit write', () => {
    const leaks = featureFiles()
      .filter(([, file]) => file.endsWith('.routes.ts'))
      .flatMap(([feature, file, text]) => ROUTE_LEAKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${feature}/${file} ${what}`));
    expect(leaks).toEqual([]);
  });

  it('no cast hides a transaction as a database', () => {
    const casts = featureFiles().filter(([, , text]) => /tx as (never|unknown)/.test(text));
    expect(casts.map(([feature, file]) => `${feature}/${file}`)).toEqual([]);
  });
});
