import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveSettings } from '../../bench/serve-settings';

describe("the benches' server settings", () => {
  const dirs: string[] = [];
  const projectWith = (serve: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-settings-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { serve } }));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("are the serve script's environment and node flags, every one (the source maps' cost is part of a start)", () => {
    const dir = projectWith('A_B=2 C_=1048576 node --expose-gc --max-semi-space-size=4 --enable-source-maps dist/server/main.js');
    expect(serveSettings(dir)).toEqual({ env: { A_B: '2', C_: '1048576' }, nodeFlags: ['--expose-gc', '--max-semi-space-size=4', '--enable-source-maps'] });
  });

  it("follow this project's serve script, whatever it says", () => {
    const { env, nodeFlags } = serveSettings(join(import.meta.dirname, '..', '..'));
    expect(Object.keys(env).length + nodeFlags.length).toBeGreaterThan(0);
    expect(nodeFlags.every((flag) => flag.startsWith('--'))).toBe(true);
  });

  it('refuse a serve script that does not run node', () => {
    expect(() => serveSettings(projectWith('bun dist/server/main.js'))).toThrow(/does not run node/);
  });
});
