import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The gzip size of the JS a page loads to become interactive: its module scripts and module preloads, with their static imports, and the app its entry imports. */
export interface PageWeight {
  page: string;
  files: string[];
  gzipBytes: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No Vite manifest at ${manifestFile}: run npm run build first.`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

function withStaticImports(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The asset paths of the JS an HTML page loads at once: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function scriptsOf(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter((path): path is string => path !== undefined);
}

/**
 * Measures the first JS of each page as it is served: the scripts and module preloads of its
 * HTML (fetched from `origin` as a visitor), with their static imports from the Vite manifest
 * (dist/client/.vite/manifest.json), and what the entry imports to start the app (main.tsx
 * imports start.tsx once a server-rendered page is painted: it is still needed before the page
 * responds). Chunks the page imports later (below the fold, or when hydration reaches a lazy
 * page) are not counted.
 */
export async function measurePages(origin: string, clientDir: string, paths: string[]): Promise<PageWeight[]> {
  const manifest = readManifest(clientDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const weights: PageWeight[] = [];
  for (const page of paths) {
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const files = new Set<string>();
    for (const file of scriptsOf(await response.text())) {
      const key = keyOfFile.get(file) ?? '';
      withStaticImports(manifest, key, files);
      if (manifest[key]?.isEntry) for (const app of manifest[key].dynamicImports ?? []) withStaticImports(manifest, app, files);
    }
    const list = [...files].filter((f) => f.endsWith('.js'));
    weights.push({ page, files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(join(clientDir, f)), 0) });
  }
  return weights;
}
