import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { account, type E2eServer, e2eSuite, newContext } from './harness';
import { pick } from './option-picker';
import { signIn } from './signin';
import { expectToast } from './toasts';

const suite = e2eSuite();
let server: E2eServer;
beforeAll(() => {
  ({ server } = suite);
});

describe('/admin/talking-points', () => {
  it('an admin adds a talking point for a chosen client and sees its row, and the client’s profile lists it', { timeout: 240_000 }, async () => {
    const context = await newContext(suite.browser, server);
    const page = await context.newPage();
    const slug = account(server, 'guest').clientSlug!;
    await signIn(page, account(server, 'admin'), '/admin/talking-points');
    const [client] = await (await page.request.get(`/api/admin/client-options?q=${slug}`)).json();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Talking Points' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add talking point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add talking point' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // without a client it asks for one and adds nothing
    await dialog.getByLabel('Title').fill('Boards that listen');
    await dialog.getByRole('button', { name: 'Add talking point' }).click();
    await expect.poll(() => dialog.getByText('Choose a client').isVisible()).toBe(true);
    await expectAccessible(page);

    await pick(dialog.getByLabel('Client'), page, client.name.split(' ')[0], client.name);
    await dialog.getByLabel('Full text').fill('How a board hears the people closest to the work.');
    await dialog.getByRole('button', { name: 'Add talking point' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page.getByRole('row', { name: /Boards that listen/ });
    await expect.poll(() => row.getByRole('link', { name: client.name }).isVisible()).toBe(true);
    await expectToast(page, 'Talking point added');
    await expectAccessible(page);

    const points = await (await page.request.get(`/api/clients/${client.id}/talking-points`)).json();
    expect(points.map((p: { talkingPointTitle: string }) => p.talkingPointTitle)).toContain('Boards that listen');
    await context.close();
  });
});
