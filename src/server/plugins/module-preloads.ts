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

/** The app's module (the entry imports it, after the first paint on a page rendered on the server). */
const APP_MODULE = 'start.tsx';

/**
 * From the build's Vite manifest: for a page the browser renders, the <link rel=modulepreload>
 * tags of the app (start.tsx), of the path's lazy page chunk, and of the chunks those import (less
 * what index.html already loads), so they download beside the entry instead of after it. A page
 * rendered on the server gets none: its scripts wait for its first paint (main.tsx). Empty without
 * a manifest.
 */
export function modulePreloader(clientDir: string): (path: string) => string {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const tagsOf = (keys: Set<string>) =>
    [...keys]
      .filter((k) => !loaded.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}" />`)
      .join('\n    ');
  const app = closure(manifest, APP_MODULE);
  const tags = new Map(PAGE_MODULES.map(([, key]) => [key, tagsOf(closure(manifest, key, new Set(app)))]));
  const appOnly = tagsOf(app);
  return (path) => {
    const key = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    return (key && tags.get(key)) || appOnly;
  };
}
