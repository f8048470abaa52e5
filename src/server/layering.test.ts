import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backwardImports, fileCycles, type ImportGraph, importGraph, platformReaches } from '@tests/helpers/import-graph';

const serverDir = import.meta.dirname;
const featuresDir = join(serverDir, 'features');

/** The domains: the folders of src/server/features, each with its index.ts. */
const domains = () =>
  readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Every file of every feature folder (features/{domain}/{subject}, or a part of a subject one folder deeper), as [feature, file name, text] with feature 'domain/subject' or 'domain/subject/part'. */
function featureFiles(): [string, string, string][] {
  const filesOf = (feature: string): [string, string, string][] =>
    readdirSync(join(featuresDir, feature), { withFileTypes: true }).flatMap((entry): [string, string, string][] =>
      entry.isDirectory() ? filesOf(`${feature}/${entry.name}`) : [[feature, entry.name, readFileSync(join(featuresDir, feature, entry.name), 'utf8')]],
    );
  return domains().flatMap((domain) =>
    readdirSync(join(featuresDir, domain), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((subject) => filesOf(`${domain}/${subject.name}`)),
  );
}

/** Every TypeScript file of the server, as [path from src/server, text]. */
function serverFiles(dir = serverDir): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') ? [[relative(serverDir, path), readFileSync(path, 'utf8')]] : [];
  });
}

/** What only services and repos may do: reach the database, open transactions, write the audit log. */
const ROUTE_LEAKS: [string, RegExp][] = [
  ['imports drizzle-orm', /from ['"]drizzle-orm/],
  ['imports the database schema or client', /from ['"]((\.\.\/)+|@server\/)db\//],
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

describe('domains', () => {
  it('each domain has an index.ts and a README.md, and its subjects hold the features', () => {
    expect(domains().filter((domain) => !readdirSync(join(featuresDir, domain)).includes('index.ts'))).toEqual([]);
    expect(domains().filter((domain) => !readdirSync(join(featuresDir, domain)).includes('README.md'))).toEqual([]);
    const loose = domains().flatMap((domain) =>
      readdirSync(join(featuresDir, domain), { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name !== 'index.ts' && entry.name !== 'README.md')
        .map((entry) => `${domain}/${entry.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('a route file is registered by its domain’s index.ts alone, and app.ts registers the domains', () => {
    const routeImport = /from ['"]([^'"]*\.routes)['"]/g;
    const strays = serverFiles()
      .filter(([path]) => !path.endsWith('.test.ts'))
      .flatMap(([path, text]) =>
        [...text.matchAll(routeImport)]
          .map((m) => (m[1].startsWith('@server/') ? m[1].slice('@server/'.length) : join(path, '..', m[1])))
          .filter((target) => {
            const domain = target.split('/')[1];
            return path !== join('features', domain, 'index.ts');
          })
          .map((target) => `${path} imports ${target}`),
      );
    expect(strays).toEqual([]);
    const app = readFileSync(join(serverDir, 'app.ts'), 'utf8');
    expect(domains().filter((domain) => !app.includes(`from './features/${domain}'`))).toEqual([]);
  });

  it('background work runs on the job system: no setInterval or setTimeout loop outside server/jobs/, but for the two timers of a connection', () => {
    // an event stream's keep-alive comment, and the drain's sweep of idle connections while the node stops
    const connectionTimers = ['features/integrations/airtable-sync/sync-stream.ts', 'features/operations/health/drain.ts'];
    /** A setTimeout handed a function of the same file by name: the shape of a loop that schedules itself again. */
    const timeoutLoop = (text: string) =>
      [...text.matchAll(/\bsetTimeout\(\s*([A-Za-z_$][\w$]*)\s*,/g)].some(([, name]) => new RegExp(`(const|let|function)\\s+${name}\\b`).test(text));
    const loops = serverFiles()
      .filter(
        ([path, text]) =>
          !path.endsWith('.test.ts') && !path.startsWith('jobs/') && !connectionTimers.includes(path) && (/\bsetInterval\(/.test(text) || timeoutLoop(text)),
      )
      .map(([path]) => path);
    expect(loops).toEqual([]);
  });

  it('every route is served from its domain’s route tables, and the client reaches them through call(), never api() or an address written by hand', () => {
    const clientDir = join(serverDir, '..', 'client');
    const clientFiles = (dir: string): [string, string][] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return clientFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [[relative(clientDir, path), readFileSync(path, 'utf8')]] : [];
      });
    const handWritten = featureFiles()
      .filter(([, file]) => file.endsWith('.routes.ts'))
      .filter(([, , text]) => /\b(r|app)\.(get|post|put|patch|delete|route)\(/.test(text))
      .map(([feature, file]) => `${feature}/${file}`);
    expect(handWritten).toEqual([]);
    // api() is call()'s transport: no other client file calls it
    const apiCalls = clientFiles(clientDir)
      .filter(([path, text]) => !['lib/api.ts', 'lib/call.ts'].includes(path) && /\bapi(OrNull)?\s*[<(]/.test(text))
      .map(([path]) => path);
    expect(apiCalls).toEqual([]);
    // an address of the API comes from its route (addressOf), never a '/api/…' written out
    const byHand = clientFiles(clientDir)
      .filter(([, text]) => /['"`]\/api\//.test(text))
      .map(([path]) => path);
    expect(byHand).toEqual([
      'components/ui/photo-sources.ts', // the initials avatar: addressOf writes a space as '+', and the photo chain (and its test) spells it '%20'
    ]);
  });
});

/**
 * The domains, base first: a domain may import only those before it, on the server, the client and
 * in shared/api alike (a file of one side may import another side's files of its own domain or of
 * one before it). A domain that must react to an earlier one's event subscribes on the platform's
 * bus (ctx.events); a page composed of several domains hands the earlier its slots.
 */
const DOMAIN_ORDER = ['directory', 'messaging', 'account', 'integrations', 'bookings', 'operations'] as const;

/**
 * What may import any domain: the places that put the domains together (paths from src/, folders
 * ending in '/'): the server's app and the schema and demo data of every domain's tables; the
 * client's router, its routes (pages composed of several domains) and the server rendering's
 * prefetch.
 */
const COMPOSITION_ROOTS = ['server/app.ts', 'server/db/schema/', 'server/db/seed/', 'client/router.tsx', 'client/routes/', 'client/ssr/'];

describe('one direction between the domains', () => {
  const srcDir = join(serverDir, '..');
  const graph = importGraph(srcDir);
  const folders = (dir: string) =>
    readdirSync(join(srcDir, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();

  it('the server, the client and shared/api have the same domains, each in the order', () => {
    const ordered = [...DOMAIN_ORDER].sort();
    expect(folders('server/features')).toEqual(ordered);
    expect(folders('client/features')).toEqual(ordered);
    expect(folders('shared/api')).toEqual(ordered);
  });

  it('each domain of the client has a README.md beside its code, as on the server', () => {
    expect(folders('client/features').filter((domain) => !readdirSync(join(srcDir, 'client/features', domain)).includes('README.md'))).toEqual([]);
  });

  it('no domain imports one after it in the order, on any side', () => {
    expect(backwardImports(graph, DOMAIN_ORDER)).toEqual([]);
  });

  it('the platform imports no domain, but where the domains are put together', () => {
    expect(platformReaches(graph, COMPOSITION_ROOTS)).toEqual([]);
  });

  it('reads imports through the path aliases, and no import into the app climbs two folders instead of using one', () => {
    expect(graph.get('server/features/bookings/booking-records/booking-records.repo.ts')).toContain(
      'server/features/directory/profile-records/profile-records.repo.ts',
    );
    const climbing = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'migrations' ? [] : climbing(path);
        if (!/\.tsx?$/.test(entry.name)) return [];
        // the app's own code only: the scripts and benches beside it have no alias
        const climbs = [...readFileSync(path, 'utf8').matchAll(/(?:\bfrom|\bimport|vi\.mock)\s*\(?\s*['"]((?:\.\.\/){2}[^'"]*)['"]/g)].filter(
          ([, spec]) => !/^(scripts|bench)\//.test(relative(join(srcDir, '..'), join(dir, spec))),
        );
        return climbs.length > 0 ? [relative(srcDir, path)] : [];
      });
    expect([...climbing(srcDir), ...climbing(join(srcDir, '..', 'tests'))]).toEqual([]);
  });

  it('no two files import each other, directly or round a cycle', () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it('the checks find a planted backward import, a platform reach and a cycle', () => {
    const planted: ImportGraph = new Map([
      ['server/features/directory/clients/clients.service.ts', ['server/features/bookings/desk/desk-case.ts']],
      ['server/features/bookings/desk/desk-case.ts', ['server/features/directory/clients/clients.service.ts']],
      ['server/lib/serve.ts', ['shared/api/account/auth.ts']],
      ['server/app.ts', ['server/features/operations/index.ts']],
    ]);
    expect(backwardImports(planted, DOMAIN_ORDER)).toEqual([
      'server/features/directory/clients/clients.service.ts -> server/features/bookings/desk/desk-case.ts',
    ]);
    expect(platformReaches(planted, COMPOSITION_ROOTS)).toEqual(['server/lib/serve.ts -> shared/api/account/auth.ts']);
    expect(fileCycles(planted)).toEqual([['server/features/bookings/desk/desk-case.ts', 'server/features/directory/clients/clients.service.ts']]);
  });
});
