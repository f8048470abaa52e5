import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_PEOPLE } from './people';
import { demoImagesIn, prerenderDemoImages } from './prerendered-images';

const work = mkdtempSync(join(tmpdir(), 'podium-demo-images-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const people = DEMO_PEOPLE.slice(0, 1);

it('copies the images the build rendered, byte for byte, instead of rendering them again', async () => {
  const prerendered = join(work, 'built');
  await prerenderDemoImages(prerendered, people);
  const uploads = join(work, 'uploads-a');
  const { images, written } = await demoImagesIn(uploads, people, prerendered);
  await written;
  expect(images.portraits).toHaveLength(1);
  expect(images.files.length).toBeGreaterThan(2);
  for (const file of images.files) {
    expect(readFileSync(join(uploads, file.name)).equals(readFileSync(join(prerendered, file.name)))).toBe(true);
  }
  expect(images.files.map((f) => f.name)).toEqual(expect.arrayContaining([images.portraits[0], ...images.media[0], ...images.thumbnails[0]]));
});

it('renders the images when the build made none, or made them for other people', async () => {
  const uploads = join(work, 'uploads-b');
  const other = join(work, 'built-for-two');
  await prerenderDemoImages(other, DEMO_PEOPLE.slice(0, 2));
  for (const prerendered of [join(work, 'nothing-here'), other]) {
    const { images, written } = await demoImagesIn(uploads, people, prerendered);
    await written;
    expect(images.portraits).toHaveLength(1);
    expect(existsSync(join(uploads, images.portraits[0]))).toBe(true);
  }
});
