import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Each source file (tests left out) with the files it imports, as paths from src/ ('server/app.ts'). */
export type ImportGraph = Map<string, string[]>;

/** A relative or aliased import or re-export, static or dynamic (`import('./Page')`, `from '@shared/limits'`). */
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"]((?:\.{1,2}|@server|@client|@shared)\/[^'"]+)['"]/g;

/** The folders under src/ that tsconfig.json's path aliases name. */
const ALIASES: Record<string, string> = { '@server': 'server', '@client': 'client', '@shared': 'shared' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(srcDir: string, from: string, spec: string): string | undefined {
  const slash = spec.indexOf('/');
  const alias = ALIASES[spec.slice(0, slash)];
  const base = alias ? join(srcDir, alias, spec.slice(slash + 1)) : resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile());
}

/** The import graph of every source file under `srcDir`. */
export function importGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => resolveImport(srcDir, file, m[1]))
      .filter((path): path is string => path !== undefined);
    graph.set(relative(srcDir, file), [...new Set(targets.map((path) => relative(srcDir, path)))]);
  }
  return graph;
}

/** The domain a file belongs to on any side (server/features/{d}, client/features/{d}, shared/api/{d}/), or null for the platform. */
export function domainOf(path: string): string | null {
  const [side, layer, domain, ...rest] = path.split('/');
  if ((side === 'server' || side === 'client') && layer === 'features') return domain;
  if (side === 'shared' && layer === 'api' && rest.length > 0) return domain;
  return null;
}

/** Every import from a domain to one later in `order` (or to one `order` does not name), as 'from -> to'. */
export function backwardImports(graph: ImportGraph, order: readonly string[]): string[] {
  const rank = (domain: string) => (order.includes(domain) ? order.indexOf(domain) : Number.POSITIVE_INFINITY);
  return [...graph].flatMap(([file, targets]) => {
    const from = domainOf(file);
    if (from === null) return [];
    return targets
      .filter((target) => {
        const to = domainOf(target);
        return to !== null && to !== from && rank(to) > rank(from);
      })
      .map((target) => `${file} -> ${target}`);
  });
}

/** Every import from a platform file to a domain, but from the composition roots (paths, or folders ending in '/'), as 'from -> to'. */
export function platformReaches(graph: ImportGraph, roots: readonly string[]): string[] {
  const isRoot = (file: string) => roots.some((root) => (root.endsWith('/') ? file.startsWith(root) : file === root));
  return [...graph].flatMap(([file, targets]) =>
    domainOf(file) !== null || isRoot(file) ? [] : targets.filter((target) => domainOf(target) !== null).map((target) => `${file} -> ${target}`),
  );
}

/** The groups of files that import each other round in a cycle (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function fileCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
