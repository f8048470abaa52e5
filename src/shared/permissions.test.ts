import { describe, expect, it } from 'vitest';
import {
  type Actor,
  canEditOwnMedia,
  canImpersonate,
  canManageClient,
  canManageSampleQuestions,
  canOpenAdminPath,
  canOpenEditPages,
  canReadAdminMessages,
  canSeeEditProfileButton,
  canSeeOwnProfileActions,
  canSeeResearchLink,
  canUseVideoScanPanel,
  editPageRefusal,
  homePathAfterLogin,
  isAdmin,
  isOwner,
} from './permissions';
import type { Role } from './roles';

const OWN = 7;
const OTHER = 8;
const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({ role, clientId: OWN, ...extra });
const anonymous = null;

type Row = [who: string, user: Actor | null, client: number, testMode: boolean];
const rows: Row[] = [];
for (const role of ['admin', 'owner', 'guest', 'team', 'client'] as Role[]) {
  for (const client of [OWN, OTHER]) for (const testMode of [false, true]) rows.push([role, actor(role), client, testMode]);
}
for (const client of [OWN, OTHER]) for (const testMode of [false, true]) rows.push(['anonymous', anonymous, client, testMode]);

/** What SPEC §6 says each rule answers, written out independently of the implementation. */
function expected(who: string, client: number, testMode: boolean) {
  const admin = who === 'admin' || who === 'owner';
  const member = who === 'guest' || who === 'team';
  const own = member && client === OWN;
  return {
    manage: admin || own,
    editButton: who === 'guest' && client === OWN,
    ownActions: own,
    editMedia: admin || (who === 'guest' && client === OWN),
    sampleQuestions: admin || (own && testMode),
    scanPanel: admin || own,
    research: who !== 'anonymous',
    viewAs: admin,
    adminMessages: admin,
    editPages: admin || (member && testMode),
  };
}

describe('SPEC §6 as a table: role × own or other client × test mode', () => {
  it.each(rows)('%s on client %i, test mode %s', (who, user, client, testMode) => {
    expect({
      manage: canManageClient(user, client),
      editButton: canSeeEditProfileButton(user, client),
      ownActions: canSeeOwnProfileActions(user, client),
      editMedia: canEditOwnMedia(user, client),
      sampleQuestions: canManageSampleQuestions(user, client, testMode),
      scanPanel: canUseVideoScanPanel(user, client),
      research: canSeeResearchLink(user),
      viewAs: canImpersonate(user),
      adminMessages: canReadAdminMessages(user),
      editPages: canOpenEditPages(user, testMode),
    }).toEqual(expected(who, client, testMode));
  });
});

describe('other rules', () => {
  it('hides VIEW AS and the admin message list while impersonating', () => {
    expect(canImpersonate(actor('admin', { isImpersonating: true }))).toBe(false);
    expect(canReadAdminMessages(actor('owner', { isImpersonating: true }))).toBe(false);
  });

  it('guest or team without a client manage nothing', () => {
    expect(canManageClient(actor('guest', { clientId: null }), OWN)).toBe(false);
  });

  it('keeps Audit, Database, Sync and Migrate Files for the owner', () => {
    for (const path of ['/admin/audit', '/admin/database', '/admin/sync', '/admin/migrate-uploads']) {
      expect(canOpenAdminPath(actor('owner'), path)).toBe(true);
      expect(canOpenAdminPath(actor('admin'), path)).toBe(false);
    }
    expect(canOpenAdminPath(actor('admin'), '/admin/test')).toBe(true);
    expect(canOpenAdminPath(actor('guest'), '/admin')).toBe(false);
    expect(canOpenAdminPath(anonymous, '/admin')).toBe(false);
  });

  it('gives the edit-page refusal texts of SPEC §2', () => {
    expect(editPageRefusal(actor('guest'), false)).toBe('This page is only available when test mode is enabled.');
    expect(editPageRefusal(actor('client'), true)).toBe('Access denied for your user role.');
    expect(editPageRefusal(actor('team'), true)).toBeNull();
    expect(editPageRefusal(actor('admin'), false)).toBeNull();
  });

  it('sends admin and owner to /admin after login, guest and team to /', () => {
    expect(['admin', 'owner', 'guest', 'team'].map((r) => homePathAfterLogin(r as Role))).toEqual(['/admin', '/admin', '/', '/']);
    expect([isAdmin(actor('owner')), isOwner(actor('admin')), isAdmin(anonymous)]).toEqual([true, false, false]);
  });
});
