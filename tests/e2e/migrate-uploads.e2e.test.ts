import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../helpers/s3-server';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { signIn } from './signin';
import { expectToast } from './toasts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());
const suite = e2eSuite(() => ({ env: s3.env }));

describe('/admin/migrate-uploads', () => {
  it('the owner moves the demo uploads to S3, watching the progress bar, and the photos still load', { timeout: 180_000 }, async () => {
    const context = await newContext(suite.browser, suite.server);
    const page = await context.newPage();
    const owner = account(suite.server, 'owner');
    await signIn(page, owner, '/admin/migrate-uploads');
    await page.getByRole('heading', { level: 1, name: 'Migrate Files' }).waitFor();
    await page.getByText(`S3 bucket ${s3.bucket} at ${s3.endpoint}`).waitFor();
    const move = page.getByRole('button', { name: /^Move \d+ files to S3$/ });
    await move.waitFor();
    const files = Number((await move.innerText()).match(/\d+/)?.[0]);
    expect(files).toBeGreaterThan(10);
    await page.getByText('No moves yet.').waitFor();
    await expectAccessible(page);

    await move.click();
    const dialog = page.getByRole('dialog', { name: 'Move files to S3?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Move files' }).click();
    const bar = page.getByRole('progressbar');
    await page.getByText(`${files} of ${files} files`).waitFor({ timeout: 120_000 });
    await page.getByText(`Moved ${files} files`).waitFor();
    await expectToast(page, 'Moving files to S3');
    await page.getByRole('button', { name: 'Nothing left to move' }).waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(files));
    await expectAccessible(page);

    // the guest's profile photo now comes from the bucket, at the same address
    const guest = account(suite.server, 'guest');
    const profile: { localimage: string | null } = await (await page.request.get(`/api/clients/${guest.clientSlug}`)).json();
    expect(profile.localimage).toMatch(/^\/uploads\//);
    const photo = await page.request.get(profile.localimage as string);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);
    await page.goto(`/profile/${guest.clientSlug}`);
    const img = page.locator('main img').first();
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});
