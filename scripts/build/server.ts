import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createPglite, EMBEDDED_TEMPLATE, wrapPglite } from '../../src/server/db/client';
import { DEMO_PEOPLE } from '../../src/server/db/seed/people';
import { PRERENDERED_DEMO_IMAGES, prerenderDemoImages } from '../../src/server/db/seed/prerendered-images';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'server');

/**
 * A migrated, empty embedded database as a data-directory dump: a fresh DATA_DIR starts from it
 * instead of running initdb and every migration (seconds saved on the first start). Made again
 * only when the migrations changed.
 */
async function writeEmbeddedTemplate(file: string, migrationsDir: string): Promise<void> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  const stamp = `${file}.sha256`;
  const digest = hash.digest('hex');
  if (existsSync(file) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  const pglite = await createPglite('memory://');
  const database = await wrapPglite(pglite);
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(stamp, digest);
  await database.close();
}

/**
 * Compiles the server into one ES module, dist/server/main.js, with the npm packages left as
 * imports, and copies the migrations beside it, with the embedded template and the demo images:
 * `npm start` then runs plain JavaScript, without a run-time transpiler. It runs in production mode unless NODE_ENV says otherwise.
 */
async function main(): Promise<void> {
  const migrations = join(root, 'src', 'server', 'db', 'migrations');
  rmSync(join(outDir, 'migrations'), { recursive: true, force: true });
  await build({
    entryPoints: [join(root, 'src', 'server', 'main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // the compiled server is the production build: React renders pages in production mode
    banner: { js: "process.env.NODE_ENV ??= 'production';" },
  });
  cpSync(migrations, join(outDir, 'migrations'), { recursive: true });
  await writeEmbeddedTemplate(join(outDir, EMBEDDED_TEMPLATE), migrations);
  // a first start copies the demo images instead of rendering them (about 2.5 s on two cores)
  await prerenderDemoImages(join(outDir, PRERENDERED_DEMO_IMAGES), DEMO_PEOPLE);
  console.log(`server built into ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
