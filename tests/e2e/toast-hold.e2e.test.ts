import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';
import { signedInLive } from './signin';
import { shownToasts } from './toasts';

const suite = e2eSuite();

describe('holding toasts', () => {
  it('the pointer over one message toast holds the others too, so none closes and moves it away; leaving lets them close', async () => {
    const { page: admin } = await signedInLive(suite.browser, suite.server, 'admin');
    const { page: guest } = await signedInLive(suite.browser, suite.server, 'guest');
    const { clientId } = await (await guest.request.get('/api/auth/user')).json();
    await guest.mouse.move(0, 0);
    const region = guest.getByRole('list', { name: 'Notifications' });
    const send = async (body: string) => {
      expect((await admin.request.post('/api/messages', { data: { clientId, body } })).status()).toBe(201);
      await region.getByRole('listitem').filter({ hasText: body }).waitFor();
    };

    await send('First: the host confirmed Tuesday.');
    await send('Second: the studio address is in the brief.');
    const second = region.getByRole('listitem').filter({ hasText: 'Second:' });
    await second.hover();
    // past the first toast's 5 s (the one deliberate wait): both stay, the hovered one where it was
    const box = await second.boundingBox();
    await guest.waitForTimeout(6_000);
    expect((await shownToasts(guest)).map((t) => t.goneAt)).toEqual([null, null]);
    expect(await second.boundingBox()).toEqual(box);

    await guest.mouse.move(0, 0);
    await expect.poll(async () => (await shownToasts(guest)).every((t) => t.goneAt !== null), { timeout: 15_000 }).toBe(true);
  });
});
