import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The lazy page module of a path, as the client's router loads it (keys of the Vite manifest). */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'routes/HomeRoute.tsx'],
  [/^\/profile\/[^/]+\/?$/, 'routes/ProfileRoute.tsx'],
  [/^\/profile\/[^/]+\/video\/[^/]+\/?$/, 'features/directory/videos/VideoPage.tsx'],
  [/^\/guides\/[^/]+\/?$/, 'features/directory/guides/GuidePage.tsx'],
  [/^\/(requests|approve|pitch|feedback|quote)\/[^/]+\/?$/, 'features/bookings/BookingLinkPage.tsx'],
];

function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (chunk && !into.has(key)) {
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  }
  return into;
}

/**
 * From the build's Vite manifest: for a path, the <link rel=modulepreload> tags of its lazy page
 * chunk and the chunks that one imports (less what index.html already loads), so they download
 * beside the entry instead of after it. Empty without a manifest or for other paths.
 */
export function modulePreloader(clientDir: string): (path: string) => string {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const tags = new Map(
    PAGE_MODULES.map(([, key]) => [
      key,
      [...closure(manifest, key)]
        .filter((k) => !loaded.has(k))
        .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}" />`)
        .join('\n    '),
    ]),
  );
  return (path) => {
    const key = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    return (key && tags.get(key)) || '';
  };
}
