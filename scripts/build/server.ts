import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { createPglite, EMBEDDED_TEMPLATE, wrapPglite } from '@server/db/client';
import { DEMO_PEOPLE } from '@server/db/seed/people';
import { PRERENDERED_DEMO_IMAGES, prerenderDemoImages } from '@server/db/seed/prerendered-images';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'server');

/**
 * Makes `output` with `make` unless it exists and the files of `inputDir` that `isInput` picks
 * hash the same as when it was last made (the stamp `output`.sha256 beside it).
 */
async function makeUnlessUnchanged(output: string, inputDir: string, isInput: (name: string) => boolean, make: () => Promise<void>): Promise<void> {
  const hash = createHash('sha256');
  for (const name of readdirSync(inputDir, { recursive: true }).map(String).filter(isInput).sort()) {
    hash.update(name).update(readFileSync(join(inputDir, name)));
  }
  const stamp = `${output}.sha256`;
  const digest = hash.digest('hex');
  if (existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  await make();
  writeFileSync(stamp, digest);
}

/**
 * A migrated, empty embedded database as a data-directory dump: a fresh DATA_DIR starts from it
 * instead of running initdb and every migration (seconds saved on the first start).
 */
async function writeEmbeddedTemplate(file: string): Promise<void> {
  const pglite = await createPglite('memory://');
  const database = await wrapPglite(pglite);
  // not gzipped: 44 MB on disk instead of 5, and a first start does not spend 200 ms unzipping it
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/**
 * Writes each character past ASCII in a compiled module as its `\\u` escape. esbuild leaves them in
 * regular expressions and template literals; one of them makes V8 keep the module's whole source
 * at two bytes a character. The escape means the same character in every place it can stand.
 */
function asciiOnly(file: string): void {
  const source = readFileSync(file, 'utf8');
  const escaped = source.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped !== source) writeFileSync(file, escaped);
}

/**
 * The packages left as imports of the compiled server: native addons (sharp, argon2, pg-native),
 * packages that read files beside their own code at run time (PGlite's WASM and data, PDFKit's
 * fonts, the API reference's page), and the S3 client and PDFKit, imported only when used.
 */
const UNBUNDLED_PACKAGES = [
  'sharp',
  '@node-rs/*',
  'pg-native',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pdfkit',
  '@scalar/*',
  '@aws-sdk/*',
  // Fastify's own compilers (Ajv, fast-json-stringify, 330 KB), never loaded: the app gives it zod's
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

/**
 * zod's `z.locales`: every language's error messages (300 KB), which a bundler keeps whole because
 * `z` re-exports them as a namespace. The app writes its own messages (plain-issues.ts) and
 * never reads them; zod's English default is imported on its own and stays.
 */
const withoutZodLocales: Plugin = {
  name: 'without-zod-locales',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`) ? { path: 'zod-locales', namespace: 'without-zod-locales' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'without-zod-locales' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/**
 * Compiles the server into ES modules, dist/server/main.js (and its feed-parsing worker,
 * feed-parse-worker.js) with the chunks they share or import when needed (chunk-*.js), with the
 * npm packages bundled but UNBUNDLED_PACKAGES, and copies the migrations beside
 * it, with the embedded template and the demo images:
 * `npm start` then runs plain JavaScript, without a run-time transpiler. It runs in production mode unless NODE_ENV says otherwise.
 */
async function main(): Promise<void> {
  const migrations = join(root, 'src', 'server', 'db', 'migrations');
  rmSync(join(outDir, 'migrations'), { recursive: true, force: true });
  // the last build's chunks: their names change with their content
  for (const name of existsSync(outDir) ? readdirSync(outDir) : []) if (/^chunk-\w+\.js(\.map|\.LEGAL\.txt)?$/.test(name)) rmSync(join(outDir, name));
  await build({
    // the feeds' parsing worker is a module of its own beside main.js, where feed-parse-pool.ts starts it
    entryPoints: {
      main: join(root, 'src', 'server', 'main.ts'),
      'feed-parse-worker': join(root, 'src', 'server', 'features', 'directory', 'appearances', 'feeds', 'feed-parse-worker.ts'),
    },
    outdir: outDir,
    bundle: true,
    // a dynamic import is a file of its own, read when first imported: what only some starts need
    // (nodemailer, the calendar reader, the S3 storage) is not parsed at every start
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // the npm packages are bundled too (resolving and parsing some 800 files at each start cost
    // about two seconds), but those that load files beside their own code or a native addon
    external: UNBUNDLED_PACKAGES,
    plugins: [withoutZodLocales],
    // stack traces name the sources' lines (`npm run serve` runs node with --enable-source-maps,
    // which parses a chunk's map as it loads and keeps it); the maps leave out the sources' text,
    // two thirds of their size, which a stack trace never reads
    sourcemap: 'linked',
    sourcesContent: false,
    // no comments or indentation: the source V8 keeps in memory is a third smaller; stack traces
    // map back through the source map, and the packages' licences go to main.js.LEGAL.txt
    minifyWhitespace: true,
    legalComments: 'linked',
    logLevel: 'warning',
    banner: {
      // a bundled CommonJS package's require() of a Node module; the compiled server is the production
      // build: React renders pages in production mode
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url); process.env.NODE_ENV ??= 'production';",
    },
  });
  for (const name of readdirSync(outDir)) if (name.endsWith('.js')) asciiOnly(join(outDir, name));
  cpSync(migrations, join(outDir, 'migrations'), { recursive: true });
  // both are made again only when what they are made from changed
  const template = join(outDir, EMBEDDED_TEMPLATE);
  await makeUnlessUnchanged(
    template,
    migrations,
    (name) => name.endsWith('.sql') || name.endsWith('.json'),
    () => writeEmbeddedTemplate(template),
  );
  // a first start copies the demo images instead of rendering them (about 2.5 s on two cores)
  const demoImages = join(outDir, PRERENDERED_DEMO_IMAGES);
  const seedSources = join(root, 'src', 'server', 'db', 'seed');
  await makeUnlessUnchanged(
    demoImages,
    seedSources,
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    () => prerenderDemoImages(demoImages, DEMO_PEOPLE),
  );
  console.log(`server built into ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
