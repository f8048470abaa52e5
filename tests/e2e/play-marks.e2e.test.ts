import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { e2eSuite } from './harness';
import { signedInAdmin } from './signin';

const suite = e2eSuite();

/**
 * Whether a demo thumbnail (1280×720) has a play mark drawn into it: its centre, where the old
 * mark sat, differs from a point of the same gradient shade away from the mark and the title.
 */
async function hasBakedPlayMark(page: Page, image: Locator): Promise<boolean> {
  // read the address the image loaded (a thumbnail still on its way has none yet, and decodes as nothing)
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
  return page.evaluate(async (address) => {
    const img = new Image();
    img.src = address;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const at = (x: number, y: number) => context.getImageData(Math.round((x / 1280) * img.naturalWidth), Math.round((y / 720) * img.naturalHeight), 1, 1).data;
    // inside the old mark's light circle (above its dark triangle), and a point of the same shade (x + y) outside it
    const [centre, same] = [at(640, 230), at(770, 100)];
    return [0, 1, 2].some((i) => Math.abs(centre[i] - same[i]) > 40);
  }, src);
}

describe('play marks', () => {
  it('the video page shows one play button, and an admin thumbnail one mark', async () => {
    const { context, page } = await signedInAdmin(suite.browser, suite.server);
    const { items } = await (await page.request.get('/api/admin/videos?limit=50')).json();
    const video = items.find((v: { localThumbnail: string | null }) => v.localThumbnail);

    await page.goto(`/profile/${video.clientSlug}/video/${video.id}`);
    const play = page.getByRole('button', { name: `Play ${video.title}` });
    await play.locator('img').waitFor();
    expect(await play.locator('svg').count()).toBe(1);
    expect(await hasBakedPlayMark(page, play.locator('img'))).toBe(false);
    await expectAccessible(page);

    await page.goto(`/admin/videos?q=${encodeURIComponent(video.title)}`);
    const row = page.getByRole('row').filter({ hasText: video.title }).first();
    await row.locator('img').first().waitFor();
    expect(
      await row
        .getByRole('cell')
        .filter({ has: page.locator('img') })
        .locator('svg')
        .count(),
    ).toBe(1);
    expect(await hasBakedPlayMark(page, row.locator('img').first())).toBe(false);
    await context.close();
  });
});
