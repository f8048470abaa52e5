import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canEditOwnMedia,
  canImpersonate,
  canManageClient,
  canManageSampleQuestions,
  canManageTalkingPoints,
  canOpenAdminPath,
  canOpenEditPages,
  canReadAdminMessages,
  canSeeEditProfileButton,
  canSeeOwnProfileActions,
  canSeeResearchLink,
  canSeeTeamPage,
  canUseVideoScanPanel,
  editPageRefusal,
  homePathAfterLogin,
  isAdmin,
  isClientMember,
  isOwnClient,
  isOwner,
  OWNER_ONLY_PATHS,
} from './permissions';
import { ROLES, type Role } from './roles';

const OWN = 7;
const OTHER = 8;

/** One kind of visitor: a role, anonymous, or an admin viewing as a client (impersonating). */
interface Who {
  name: string;
  user: Actor | null;
}

const people: Who[] = [
  ...ROLES.map((role) => ({ name: role, user: { role, clientId: OWN } })),
  { name: 'anonymous', user: null },
  // While impersonating, the session acts as the client's guest (or as 'client' when it has none).
  { name: 'impersonating as guest', user: { role: 'guest', clientId: OWN, isImpersonating: true } },
  { name: 'impersonating as client', user: { role: 'client', clientId: OWN, isImpersonating: true } },
  // Defensive: an admin identity that is flagged as impersonating keeps admin rights but loses VIEW AS.
  { name: 'admin flagged impersonating', user: { role: 'admin', clientId: null, isImpersonating: true } },
  { name: 'guest without client', user: { role: 'guest', clientId: null } },
  { name: 'team without client', user: { role: 'team', clientId: null } },
];

type Row = [name: string, user: Actor | null, client: number, testMode: boolean];
const rows: Row[] = people.flatMap(({ name, user }) => [OWN, OTHER].flatMap((client) => [false, true].map((testMode): Row => [name, user, client, testMode])));

/** What each permission rule answers, written out independently of the implementation. */
function expected(user: Actor | null, client: number, testMode: boolean) {
  const role = user?.role;
  const admin = role === 'admin' || role === 'owner';
  const member = role === 'guest' || role === 'team';
  const own = member && user?.clientId === client;
  const impersonating = Boolean(user?.isImpersonating);
  return {
    manage: admin || own,
    ownClient: own,
    editButton: role === 'guest' && own,
    ownActions: own,
    editMedia: admin || (role === 'guest' && own),
    // the Manage talking points link is the guest's (team read-only); admins delete them
    talkingPoints: admin || (role === 'guest' && own),
    sampleQuestions: admin || (own && testMode),
    scanPanel: admin || own,
    research: user !== null,
    viewAs: admin && !impersonating,
    adminMessages: admin && !impersonating,
    editPages: admin || (member && testMode),
    editRefusal:
      admin || (member && testMode) ? null : testMode ? 'Access denied for your user role.' : 'This page is only available when test mode is enabled.',
  };
}

describe('the permission rules as a table: role × own or other client × test mode (and impersonating)', () => {
  it('covers every role, anonymous and impersonation, on both clients, with test mode on and off', () => {
    expect(rows).toHaveLength(people.length * 4);
    expect(new Set(rows.map((r) => r[0]))).toEqual(
      new Set([
        ...ROLES,
        'anonymous',
        'impersonating as guest',
        'impersonating as client',
        'admin flagged impersonating',
        'guest without client',
        'team without client',
      ]),
    );
  });

  it.each(rows)('%s on client %i, test mode %s', (_name, user, client, testMode) => {
    expect({
      manage: canManageClient(user, client),
      ownClient: isOwnClient(user, client),
      editButton: canSeeEditProfileButton(user, client),
      ownActions: canSeeOwnProfileActions(user, client),
      editMedia: canEditOwnMedia(user, client),
      talkingPoints: canManageTalkingPoints(user, client),
      sampleQuestions: canManageSampleQuestions(user, client, testMode),
      scanPanel: canUseVideoScanPanel(user, client),
      research: canSeeResearchLink(user),
      viewAs: canImpersonate(user),
      adminMessages: canReadAdminMessages(user),
      editPages: canOpenEditPages(user, testMode),
      editRefusal: editPageRefusal(user, testMode),
    }).toEqual(expected(user, client, testMode));
  });
});

describe('role predicates', () => {
  it.each(people)('$name', ({ user }) => {
    const role = user?.role;
    expect(isAdmin(user)).toBe(role === 'admin' || role === 'owner');
    expect(isOwner(user)).toBe(role === 'owner');
    expect(isClientMember(user)).toBe(role === 'guest' || role === 'team');
    expect(canSeeTeamPage(user)).toBe(role === 'guest');
  });

  it('treats undefined like an anonymous visitor', () => {
    expect([isAdmin(undefined), canManageClient(undefined, OWN), canSeeResearchLink(undefined), canImpersonate(undefined)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('admin paths: role × path', () => {
  const paths = ['/admin', '/admin/test', '/admin/episodes', ...OWNER_ONLY_PATHS];
  const cases = people.flatMap(({ name, user }) => paths.map((path) => [name, user, path] as const));

  it('keeps Audit, Database, Sync and Migrate Files for the owner', () => {
    expect([...OWNER_ONLY_PATHS].sort()).toEqual(['/admin/audit', '/admin/database', '/admin/migrate-uploads', '/admin/sync']);
  });

  it.each(cases)('%s opens %s', (_name, user, path) => {
    const role = user?.role;
    const ownerOnly = (OWNER_ONLY_PATHS as readonly string[]).includes(path);
    const allowed = ownerOnly ? role === 'owner' : role === 'admin' || role === 'owner';
    expect(canOpenAdminPath(user, path)).toBe(allowed);
  });
});

describe('landing after sign-in', () => {
  it.each([
    ['admin', '/admin'],
    ['owner', '/admin'],
    ['guest', '/'],
    ['team', '/'],
    ['client', '/'],
  ] as [Role, string][])('%s lands on %s', (role, path) => {
    expect(homePathAfterLogin(role)).toBe(path);
  });
});
