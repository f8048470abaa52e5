import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The gzip size of the JS a page loads first: the entry, its static imports and the page's own lazy chunk. */
export interface PageWeight {
  page: string;
  files: string[];
  gzipBytes: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function withStaticImports(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/**
 * Measures the first JS of each page from the Vite manifest (dist/client/.vite/manifest.json):
 * the entry with its static imports, plus the lazy chunk whose source path contains the page's
 * module hint (e.g. 'features/profile/ProfilePage').
 */
export function measurePages(clientDir: string, pages: { page: string; moduleHint?: string }[]): PageWeight[] {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No Vite manifest at ${manifestFile}: run npm run build first.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  return pages.map(({ page, moduleHint }) => {
    const files = new Set<string>();
    withStaticImports(manifest, entryKey, files);
    const lazyKey = moduleHint ? Object.keys(manifest).find((k) => k.includes(moduleHint)) : undefined;
    if (lazyKey) withStaticImports(manifest, lazyKey, files);
    const list = [...files].filter((f) => f.endsWith('.js'));
    return { page, files: list, gzipBytes: list.reduce((sum, f) => sum + gzipSize(join(clientDir, f)), 0) };
  });
}
