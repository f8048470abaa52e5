import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/api/session-user';
import type { Role } from '@shared/roles';
import { AppError } from '../lib/errors';
import { type AccessRule, documentedStatuses, enforceAccess, registerAccessControl, type RouteRuleRegistry } from './access';

const OWN = 7;
const OTHER = 8;

const user = (role: Role, clientId: number | null, isImpersonating = false): SessionUser => ({
  id: 1,
  name: role,
  email: `${role}@example.test`,
  role,
  profileImage: null,
  clientId,
  clientSlug: clientId ? `client-${clientId}` : null,
  clientName: null,
  teamMemberId: null,
  isImpersonating,
  originalUser: null,
});

const people: Record<string, SessionUser | null> = {
  anonymous: null,
  admin: user('admin', null),
  owner: user('owner', null),
  guest: user('guest', OWN),
  team: user('team', OWN),
  client: user('client', OWN),
  'impersonating as guest': user('guest', OWN, true),
};

/** The status enforceAccess answers: 'pass', or the 401/403 it throws. */
function outcome(rule: AccessRule | undefined, who: SessionUser | null, params: Record<string, string> = {}): 'pass' | number {
  const request = { user: who, params } as unknown as FastifyRequest;
  try {
    enforceAccess(rule, request);
    return 'pass';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

/** '*' leaves a cell unchecked (an admin's malformed id may be refused or left to validation). */
type Expect = Record<keyof typeof people, 'pass' | 401 | 403 | '*'>;
const table: [string, AccessRule | undefined, Record<string, string>, Expect][] = [
  ['public', 'public', {}, { anonymous: 'pass', admin: 'pass', owner: 'pass', guest: 'pass', team: 'pass', client: 'pass', 'impersonating as guest': 'pass' }],
  [
    'authenticated',
    'authenticated',
    {},
    { anonymous: 401, admin: 'pass', owner: 'pass', guest: 'pass', team: 'pass', client: 'pass', 'impersonating as guest': 'pass' },
  ],
  ['admin', 'admin', {}, { anonymous: 401, admin: 'pass', owner: 'pass', guest: 403, team: 403, client: 403, 'impersonating as guest': 403 }],
  ['agency', 'agency', {}, { anonymous: 401, admin: 'pass', owner: 'pass', guest: 403, team: 'pass', client: 403, 'impersonating as guest': 403 }],
  ['owner', 'owner', {}, { anonymous: 401, admin: 403, owner: 'pass', guest: 403, team: 403, client: 403, 'impersonating as guest': 403 }],
  ['impersonating', 'impersonating', {}, { anonymous: 401, admin: 403, owner: 403, guest: 403, team: 403, client: 403, 'impersonating as guest': 'pass' }],
  [
    'manageClient, own client',
    { manageClient: 'id' },
    { id: String(OWN) },
    { anonymous: 401, admin: 'pass', owner: 'pass', guest: 'pass', team: 'pass', client: 403, 'impersonating as guest': 'pass' },
  ],
  [
    'manageClient, other client',
    { manageClient: 'id' },
    { id: String(OTHER) },
    { anonymous: 401, admin: 'pass', owner: 'pass', guest: 403, team: 403, client: 403, 'impersonating as guest': 403 },
  ],
  [
    'manageClient, bad id',
    { manageClient: 'id' },
    { id: 'abc' },
    { anonymous: 401, admin: '*', owner: '*', guest: 403, team: 403, client: 403, 'impersonating as guest': 403 },
  ],
  [
    'manageClient, missing param',
    { manageClient: 'clientId' },
    { id: String(OWN) },
    { anonymous: 401, admin: 403, owner: 403, guest: 403, team: 403, client: 403, 'impersonating as guest': 403 },
  ],
  // A route without a rule fails closed, even for the owner.
  ['no rule', undefined, {}, { anonymous: 403, admin: 403, owner: 403, guest: 403, team: 403, client: 403, 'impersonating as guest': 403 }],
];

describe('enforceAccess: rule × who', () => {
  it.each(table)('%s', (_name, rule, params, expected) => {
    const actual = Object.fromEntries(Object.entries(people).map(([name, who]) => [name, expected[name] === '*' ? '*' : outcome(rule, who, params)]));
    expect(actual).toEqual(expected);
  });
});

describe('registerAccessControl', () => {
  it('records each /api route by "METHOD url": rule, documented statuses and schema, and not HEAD', async () => {
    const app = Fastify();
    const rules: RouteRuleRegistry = new Map();
    registerAccessControl(app, rules);
    const schema = { response: { 404: {}, 200: {}, '4xx': {} } };
    app.get('/api/thing/:id', { config: { access: 'admin' }, schema }, async () => ({}));
    app.post('/api/bare', { config: { access: 'public' } }, async () => ({}));
    app.get('/elsewhere', async () => ({}));
    await app.ready();
    expect([...rules.keys()]).toEqual(['GET /api/thing/:id', 'POST /api/bare']);
    expect(app.routeContracts.get('GET /api/thing/:id')).toEqual({ access: 'admin', statuses: [200, 404], schema });
    expect(app.routeContracts.get('POST /api/bare')).toEqual({ access: 'public', statuses: [], schema: undefined });
    await app.close();
  });

  it('documentedStatuses keeps numeric codes only, ascending', () => {
    expect(documentedStatuses({ response: { default: {}, 204: {}, '2xx': {}, 201: {} } })).toEqual([201, 204]);
    expect(documentedStatuses(undefined)).toEqual([]);
  });
});
