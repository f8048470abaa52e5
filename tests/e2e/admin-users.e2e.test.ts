import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedText, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink';
import { expectAccessible } from './axe';
import { account, e2eSuite, newContext } from './harness';
import { pick } from './option-picker';
import { signIn, signInThroughForm } from './signin';
import { expectToast } from './toasts';

let smtp: SmtpSink;
// the mail server starts first: the app is started pointing at it
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

const suite = e2eSuite(() => ({ env: { SMTP_URL: smtp.url } }));

/** The activation link of the newest mail to `to`, decoded from quoted-printable. */
function activationLinkTo(to: string): string | undefined {
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  return /(https?:\/\/\S+\/activate\/\S+)/.exec(mail ? decodedText(mail.raw) : '')?.[1];
}

describe('/admin/users', () => {
  it('an owner invites a team member by email, who activates, signs in, and is signed out at once when deactivated', { timeout: 240_000 }, async () => {
    const { server, browser } = suite;
    const ownerContext = await newContext(browser, server);
    const owner = await ownerContext.newPage();
    const ownerAccount = account(server, 'owner');
    await signIn(owner, ownerAccount, '/admin/users');
    await owner.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await owner.getByRole('row').filter({ hasText: ownerAccount.email }).waitFor();
    await expectAccessible(owner);

    const email = `new.teammate.${Date.now()}@example.test`;
    await owner.getByRole('button', { name: 'Invite user' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Nova Teammate');
    await dialog.getByLabel('Role').selectOption('team');
    // a team member without a client would have a login that can do nothing: the form says so
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Choose the client this team member works on').waitFor();
    await expectAccessible(owner);
    const slug = account(server, 'guest').clientSlug!;
    const [client] = await (await owner.request.get(`/api/admin/client-options?q=${slug}`)).json();
    await pick(dialog.getByLabel('Client (the profile this team member works on)'), owner, client.name.split(' ')[0], client.name);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const row = owner.getByRole('row').filter({ hasText: email });
    await row.getByText('Invited').waitFor();
    await expectToast(owner, 'Invitation sent', `${email} will get a link to set their password.`);

    await expect.poll(() => activationLinkTo(email), { timeout: 15_000 }).toBeTruthy();
    const link = new URL(activationLinkTo(email)!);
    const memberContext = await newContext(browser, server);
    const member = await memberContext.newPage();
    await member.goto(`${link.pathname}${link.search}`);
    await member.getByLabel('Password', { exact: true }).fill('nova-secret-2026');
    await member.getByLabel('Confirm password').fill('nova-secret-2026');
    await member.getByRole('button', { name: 'Activate account' }).click();
    await member.getByText('Account Activated').waitFor();
    await signInThroughForm(member, email, 'nova-secret-2026');
    await expect.poll(async () => (await member.request.get('/api/auth/user')).status()).toBe(200);
    expect((await (await member.request.get('/api/auth/user')).json()).email).toBe(email);

    await owner.reload();
    await owner.getByRole('row').filter({ hasText: email }).getByText('Active').waitFor();
    await owner.getByRole('button', { name: `Manage ${email}` }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await owner.getByRole('dialog', { name: 'Deactivate this user?' }).getByRole('button', { name: 'Deactivate' }).click();
    await owner.getByRole('row').filter({ hasText: email }).getByText('Deactivated').waitFor();
    expect((await member.request.get('/api/auth/user')).status()).toBe(401);
    await expectToast(owner, 'User deactivated');
    await ownerContext.close();
    await memberContext.close();
  });
});
