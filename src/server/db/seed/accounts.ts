import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random, readable password: three groups of five characters. */
function randomPassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/** One demo account as printed at first start. */
export interface DemoAccount {
  role: 'owner' | 'admin' | 'team' | 'guest';
  email: string;
  password: string;
  name: string;
  clientSlug: string | null;
}

/**
 * The demo accounts with fresh random passwords: owner, admin, a team member of the third
 * profile, and guests of the first two profiles (their email is named after the profile).
 */
export function planDemoAccounts(profiles: { slug: string; name: string }[]): DemoAccount[] {
  const guest = (profile: { slug: string; name: string }): DemoAccount => ({
    role: 'guest',
    email: `${profile.slug}@podium.local`,
    name: profile.name,
    password: randomPassword(),
    clientSlug: profile.slug,
  });
  return [
    { role: 'owner', email: 'owner@podium.local', name: 'Olivia Grant', password: randomPassword(), clientSlug: null },
    { role: 'admin', email: 'admin@podium.local', name: 'Adrian Cole', password: randomPassword(), clientSlug: null },
    { role: 'team', email: 'team@podium.local', name: 'Tessa Morgan', password: randomPassword(), clientSlug: profiles[2].slug },
    guest(profiles[0]),
    guest(profiles[1]),
  ];
}

/** The box of demo accounts printed once, at first start. */
export function accountsBox(accounts: DemoAccount[]): string[] {
  const rows = accounts.map((a) => [a.role, a.email, a.password, a.clientSlug ? `/profile/${a.clientSlug}` : '/admin']);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), ['role', 'email', 'password', 'lands on'][i].length));
  const line = (cells: string[]) => `│ ${cells.map((c, i) => c.padEnd(widths[i])).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [
    '',
    'Demo accounts (shown once; passwords are random and stored only as hashes):',
    rule('┌', '┬', '┐'),
    line(['role', 'email', 'password', 'lands on']),
    rule('├', '┼', '┤'),
    ...rows.map(line),
    rule('└', '┴', '┘'),
    'Create or reset accounts later with: npm run user:create -- --email E --password P --role R [--client SLUG]',
    '',
  ];
}
