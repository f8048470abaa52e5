import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The app's page as a build writes it, cut to what the server fills: the head, and the empty root. */
const INDEX_HTML = '<!doctype html><html><head><title>Podium</title></head><body><div id="root"></div></body></html>';

/**
 * A CLIENT_DIR for route tests of pages: a minimal index.html and, beside it as a build places it,
 * `ssr/entry-server.js` re-exporting the source's server entry, so the app renders public pages
 * on the server from the same components, without `npm run build`.
 */
export function sourceRenderedClient(): string {
  const root = mkdtempSync(join(tmpdir(), 'podium-rendered-'));
  const clientDir = join(root, 'client');
  mkdirSync(clientDir);
  mkdirSync(join(root, 'ssr'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const entry = resolve(import.meta.dirname, '..', '..', 'src', 'client', 'entry-server.tsx');
  writeFileSync(join(root, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(entry)};\n`);
  return clientDir;
}
