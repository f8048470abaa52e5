import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DemoImages, generateDemoImages } from './generate-images';
import type { DemoPerson } from './people';

/** The folder, beside the compiled server, of the demo images the build rendered. */
export const PRERENDERED_DEMO_IMAGES = 'demo-images';

const MANIFEST = 'images.json';

/** Renders the demo images into `folder` (emptied first) with a manifest of them: what `npm run build` ships. */
export async function prerenderDemoImages(folder: string, people: DemoPerson[]): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  const images = await generateDemoImages(folder, people);
  await writeFile(join(folder, MANIFEST), JSON.stringify(images));
}

function readManifest(folder: string, people: DemoPerson[]): DemoImages | undefined {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) return undefined;
  const images = JSON.parse(readFileSync(file, 'utf8')) as DemoImages;
  return images.portraits.length === people.length ? images : undefined;
}

/** The demo images by name, and the promise of their files in the uploads folder. */
export interface DemoImagesPut {
  images: DemoImages;
  written: Promise<void>;
}

/**
 * The demo images in `uploads`: copied from the set the build rendered beside the compiled server
 * when there is one for these people (a first start then renders nothing), else rendered now.
 * Copies are named at once and written in the background (the seed inserts the directory
 * meanwhile); `written` settles when every file is in place.
 */
export async function demoImagesIn(
  uploads: string,
  people: DemoPerson[],
  prerendered = join(import.meta.dirname, PRERENDERED_DEMO_IMAGES),
): Promise<DemoImagesPut> {
  const images = readManifest(prerendered, people);
  if (!images) return { images: await generateDemoImages(uploads, people), written: Promise.resolve() };
  await mkdir(uploads, { recursive: true });
  const written = Promise.all(images.files.map((file) => copyFile(join(prerendered, file.name), join(uploads, file.name)))).then(() => undefined);
  written.catch(() => undefined);
  return { images, written };
}
