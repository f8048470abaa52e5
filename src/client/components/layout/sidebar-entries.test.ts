import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../shared/api/auth';
import { type NavEntry, panelTitle, sidebarEntries } from './sidebar-entries';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 1,
  name: 'U',
  email: 'u@x.test',
  role: 'admin',
  profileImage: null,
  clientId: null,
  clientSlug: null,
  clientName: null,
  teamMemberId: null,
  isImpersonating: false,
  originalUser: null,
  ...over,
});

const labels = (entries: NavEntry[]): string[] =>
  entries.flatMap((e) => (e.kind === 'link' ? [e.label] : e.kind === 'group' ? [`${e.label}:`, ...e.children.map((c) => c.label)] : ['Logout']));

describe('sidebarEntries', () => {
  it('gives the owner the owner-only settings, and an admin none of them', () => {
    const owner = labels(sidebarEntries(user({ role: 'owner' }), false, new Set()));
    const admin = labels(sidebarEntries(user({ role: 'admin' }), false, new Set()));
    for (const entry of ['Audit', 'Database', 'Sync', 'Migrate Files']) {
      expect(owner).toContain(entry);
      expect(admin).not.toContain(entry);
    }
    expect(admin).toEqual([
      'Home', 'JOE', 'Settings:', 'Activity Dashboard', 'Users', 'Admin Directory', 'Access Control', 'API', 'Test Mode',
      'Image Auditor', 'All Podcasts', 'Team Messages', 'Directory',
      'Assets:', 'Assets', 'Gallery', 'Videos', 'Episodes', 'Podcasts', 'Talking Points', 'Video Spider', 'Profile Spider', 'Update Log', 'Auto-Delete',
      'API Docs', 'Logout',
    ]);
  });

  it('hides settings and assets entries that page access marks not visible', () => {
    const entries = labels(sidebarEntries(user({ role: 'admin' }), false, new Set(['/admin/users', '/admin/gallery'])));
    expect(entries).not.toContain('Users');
    expect(entries).not.toContain('Gallery');
    expect(entries).toContain('Videos');
  });

  it('gives a guest the client panel with Team, edit entries only in test mode', () => {
    const guest = user({ role: 'guest', clientId: 3, clientSlug: 'ada' });
    expect(labels(sidebarEntries(guest, false, new Set()))).toEqual([
      'Profile:', 'Profile', 'Talking Points', 'Media Pics', 'Bookings', 'Podcasts', 'Socials',
      'Thought Leadership:', 'PR', 'Awards', 'Team', 'Logout',
    ]);
    const inTest = labels(sidebarEntries(guest, true, new Set()));
    expect(inTest.slice(0, 4)).toEqual(['Profile:', 'Profile', 'Edit Profile', 'Questions']);
  });

  it('gives team no Team entry, and only Home without a slug', () => {
    expect(labels(sidebarEntries(user({ role: 'team', clientId: 3, clientSlug: 'ada' }), false, new Set()))).not.toContain('Team');
    expect(labels(sidebarEntries(user({ role: 'team' }), false, new Set()))).toEqual(['Home']);
  });

  it('shows the client panel to an impersonating admin', () => {
    const viewing = user({ role: 'client', clientSlug: 'ada', clientId: 3, isImpersonating: true });
    expect(labels(sidebarEntries(viewing, false, new Set()))[0]).toBe('Profile:');
  });

  it('titles the panel by role', () => {
    expect(panelTitle(user({ role: 'guest' }))).toBe('Client Panel');
    expect(panelTitle(user({ role: 'team' }))).toBe('Client Panel');
    expect(panelTitle(user({ role: 'owner' }))).toBe('Admin Panel');
  });
});
