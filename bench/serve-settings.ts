import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How `npm run serve` starts the server: its environment variables and node's flags. */
export interface ServeSettings {
  env: Record<string, string>;
  nodeFlags: string[];
}

/**
 * The settings of package.json's `serve` script (`VAR=value … node --flag … dist/server/main.js`),
 * read from the script itself, so a bench measures the server as it runs for people, never a
 * configuration of its own: the allocator's and the young generation's settings trade memory
 * against throughput, and both sides of that trade are goals.
 */
export function serveSettings(root: string): ServeSettings {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = (scripts.serve ?? '').split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  let at = 0;
  for (; at < words.length && /^[A-Z_]+=/.test(words[at]!); at++) {
    const [name, ...value] = words[at]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[at] !== 'node') throw new Error(`package.json's serve script does not run node: ${scripts.serve}`);
  const nodeFlags = words.slice(at + 1).filter((word) => word.startsWith('--'));
  return { env, nodeFlags };
}
