// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@tests/fixtures/session-user';
import { type NavEntry, type NavLink, panelTitle, type SidebarContext, sidebarEntries } from './sidebar-entries';

const user = sessionUser;

const context = (over: Partial<SidebarContext> = {}): SidebarContext => ({ testMode: false, hiddenPaths: new Set(), unreadMessages: 0, ...over });

const labels = (entries: NavEntry[]): string[] =>
  entries.flatMap((e) => (e.kind === 'link' ? [e.label] : e.kind === 'group' ? [`${e.label}:`, ...e.children.map((c) => c.label)] : ['Logout']));

describe('sidebarEntries', () => {
  it('gives the owner the owner-only settings, and an admin none of them', () => {
    const owner = labels(sidebarEntries(user({ role: 'owner' }), context()));
    const admin = labels(sidebarEntries(user({ role: 'admin' }), context()));
    for (const entry of ['Audit', 'Database', 'Sync', 'Migrate Files']) {
      expect(owner).toContain(entry);
      expect(admin).not.toContain(entry);
    }
    expect(admin).toEqual([
      'Home',
      'JOE',
      'Settings:',
      'Activity Dashboard',
      'Users',
      'Admin Directory',
      'Access Control',
      'API',
      'Test Mode',
      'Image Auditor',
      'All Podcasts',
      'Team Messages',
      'Booking Requests',
      'Pitch Pages',
      'Directory',
      'Assets:',
      'Assets',
      'Gallery',
      'Videos',
      'Episodes',
      'Podcasts',
      'Talking Points',
      'Video Spider',
      'Profile Spider',
      'Update Log',
      'Auto-Delete',
      'API Docs',
      'Logout',
    ]);
  });

  it('hides settings and assets entries that page access marks not visible', () => {
    const entries = labels(sidebarEntries(user({ role: 'admin' }), context({ hiddenPaths: new Set(['/admin/users', '/admin/gallery']) })));
    expect(entries).not.toContain('Users');
    expect(entries).not.toContain('Gallery');
    expect(entries).toContain('Videos');
  });

  it('drops a group whose entries page access hides entirely', () => {
    const assets = ['/admin/assets', '/admin/gallery', '/admin/videos', '/admin/episodes', '/admin/podcasts', '/admin/talking-points'];
    const spiders = ['/admin/video-spider', '/admin/profile-spider', '/admin/update-log', '/admin/auto-delete'];
    const entries = labels(sidebarEntries(user({ role: 'admin' }), context({ hiddenPaths: new Set([...assets, ...spiders]) })));
    expect(entries).not.toContain('Assets:');
    expect(entries).toContain('API Docs');
  });

  it('puts the unread count on Team Messages', () => {
    const entries = sidebarEntries(user({ role: 'owner' }), context({ unreadMessages: 7 }));
    const messages = entries.find((e): e is NavLink => e.kind === 'link' && e.label === 'Team Messages');
    expect(messages).toMatchObject({ to: '/messages', badge: 7 });
  });

  it('gives a guest the client panel with Team, edit entries only in test mode', () => {
    const guest = user({ role: 'guest', clientId: 3, clientSlug: 'ada' });
    expect(labels(sidebarEntries(guest, context()))).toEqual([
      'Profile:',
      'Profile',
      'Talking Points',
      'Media Pics',
      'Bookings',
      'Promo Kits',
      'Podcasts',
      'Socials',
      'Thought Leadership:',
      'PR',
      'Awards',
      'Messages',
      'Team',
      'Logout',
    ]);
    const inTest = labels(sidebarEntries(guest, context({ testMode: true })));
    expect(inTest.slice(0, 4)).toEqual(['Profile:', 'Profile', 'Edit Profile', 'Questions']);
  });

  it('gives a guest, a team member and an admin viewing as the client a Messages entry with the unread count', () => {
    const messagesOf = (entries: NavEntry[]) => entries.find((e): e is NavLink => e.kind === 'link' && e.label === 'Messages');
    for (const who of [
      user({ role: 'guest', clientId: 3, clientSlug: 'ada' }),
      user({ role: 'team', clientId: 3, clientSlug: 'ada' }),
      user({ role: 'client', clientSlug: 'ada', clientId: 3, isImpersonating: true }),
    ]) {
      expect(messagesOf(sidebarEntries(who, context({ unreadMessages: 5 })))).toMatchObject({ to: '/messages', badge: 5, coversSubpaths: true });
    }
    const guest = sidebarEntries(user({ role: 'guest', clientId: 3, clientSlug: 'ada' }), context({ unreadMessages: 5 }));
    expect(guest.find((e): e is NavLink => e.kind === 'link' && e.label === 'Team')?.badge).toBeUndefined();
  });

  it('gives team no Team entry, and only Home without a slug', () => {
    expect(labels(sidebarEntries(user({ role: 'team', clientId: 3, clientSlug: 'ada' }), context()))).not.toContain('Team');
    // a team member's inbox of hosts' requests, for every guest they work with; a guest has none
    const requests = sidebarEntries(user({ role: 'team', clientId: 3, clientSlug: 'ada' }), context()).find(
      (e): e is NavLink => e.kind === 'link' && e.label === 'Booking Requests',
    );
    expect(requests).toMatchObject({ to: '/profile/ada/booking-requests' });
    expect(labels(sidebarEntries(user({ role: 'guest', clientId: 3, clientSlug: 'ada' }), context()))).not.toContain('Booking Requests');
    expect(labels(sidebarEntries(user({ role: 'team' }), context()))).toEqual(['Home']);
  });

  it('gives a team member Pitch Pages beside their Booking Requests, in their panel; a guest and an admin viewing as a guest none', () => {
    const team = sidebarEntries(user({ role: 'team', clientId: 3, clientSlug: 'ada' }), context());
    const pitches = team.find((e): e is NavLink => e.kind === 'link' && e.label === 'Pitch Pages');
    expect(pitches).toMatchObject({ to: '/profile/ada/pitches' });
    expect(labels(team).slice(labels(team).indexOf('Booking Requests'), labels(team).indexOf('Booking Requests') + 2)).toEqual([
      'Booking Requests',
      'Pitch Pages',
    ]);
    expect(labels(sidebarEntries(user({ role: 'guest', clientId: 3, clientSlug: 'ada' }), context()))).not.toContain('Pitch Pages');
    expect(labels(sidebarEntries(user({ role: 'client', clientSlug: 'ada', clientId: 3, isImpersonating: true }), context()))).not.toContain('Pitch Pages');
  });

  it('shows the client panel to an impersonating admin', () => {
    const viewing = user({ role: 'client', clientSlug: 'ada', clientId: 3, isImpersonating: true });
    expect(labels(sidebarEntries(viewing, context()))[0]).toBe('Profile:');
  });

  it('titles the panel by role', () => {
    expect(panelTitle(user({ role: 'guest' }))).toBe('Client Panel');
    expect(panelTitle(user({ role: 'team' }))).toBe('Client Panel');
    expect(panelTitle(user({ role: 'owner' }))).toBe('Admin Panel');
    expect(panelTitle(user({ role: 'client', isImpersonating: true }))).toBe('Client Panel');
  });
});
