import type { SessionUser } from '../../../shared/api/auth';
import { isAdmin, isOwner } from '../../../shared/permissions';

/** A link of the sidebar. */
export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
  icon: string;
}

/** A collapsible group of links (only one open at a time). */
export interface NavGroup {
  kind: 'group';
  label: string;
  icon: string;
  children: NavLink[];
}

/** An entry of the sidebar. */
export type NavEntry = NavLink | NavGroup | { kind: 'logout' };

const link = (label: string, to: string, icon: string): NavLink => ({ kind: 'link', label, to, icon });

function clientEntries(user: SessionUser, slug: string, testMode: boolean): NavEntry[] {
  const base = `/profile/${slug}`;
  const profileChildren = [
    link('Profile', base, 'user'),
    ...(testMode ? [link('Edit Profile', '/edit-profile', 'pen'), link('Questions', '/edit-questions', 'help')] : []),
    link('Talking Points', `${base}/talking-points`, 'list'),
    link('Media Pics', `${base}/media-pics`, 'image'),
  ];
  return [
    { kind: 'group', label: 'Profile', icon: 'user', children: profileChildren },
    link('Bookings', `${base}/bookings`, 'calendar'),
    link('Podcasts', `${base}/podcasts`, 'mic'),
    link('Socials', `${base}/socials`, 'share'),
    {
      kind: 'group',
      label: 'Thought Leadership',
      icon: 'award',
      children: [link('PR', `${base}/pr`, 'newspaper'), link('Awards', `${base}/awards`, 'award')],
    },
    ...(user.role === 'guest' ? [link('Team', `${base}/team`, 'users')] : []),
    { kind: 'logout' },
  ];
}

function adminEntries(user: SessionUser, visible: (path: string) => boolean): NavEntry[] {
  const settings = [
    link('Activity Dashboard', '/admin/activity-dashboard', 'activity'),
    link('Users', '/admin/users', 'users'),
    link('Admin Directory', '/admin/directory', 'book'),
    link('Access Control', '/admin/access', 'lock'),
    link('API', '/admin/api', 'plug'),
    link('Test Mode', '/admin/test', 'flask'),
    ...(isOwner(user)
      ? [
          link('Audit', '/admin/audit', 'scroll'),
          link('Database', '/admin/database', 'database'),
          link('Sync', '/admin/sync', 'refresh'),
          link('Migrate Files', '/admin/migrate-uploads', 'upload'),
        ]
      : []),
  ].filter((l) => visible(l.to));
  const assets = [
    link('Assets', '/admin/assets', 'folder'),
    link('Gallery', '/admin/gallery', 'image'),
    link('Videos', '/admin/videos', 'video'),
    link('Episodes', '/admin/episodes', 'mic'),
    link('Podcasts', '/admin/podcasts', 'radio'),
    link('Talking Points', '/admin/talking-points', 'list'),
    link('Video Spider', '/admin/video-spider', 'search'),
    link('Profile Spider', '/admin/profile-spider', 'scan'),
    link('Update Log', '/admin/update-log', 'history'),
    link('Auto-Delete', '/admin/auto-delete', 'trash'),
  ].filter((l) => visible(l.to));
  return [
    link('Home', '/admin', 'home'),
    link('JOE', '/admin/joe', 'sparkles'),
    ...(settings.length > 0 ? [{ kind: 'group', label: 'Settings', icon: 'settings', children: settings } as NavGroup] : []),
    link('Image Auditor', '/admin/image-auditor', 'image'),
    link('All Podcasts', '/all-podcasts', 'mic'),
    ...(user.isImpersonating ? [] : [link('Team Messages', '/messages', 'message')]),
    link('Directory', '/directory', 'book'),
    ...(assets.length > 0 ? [{ kind: 'group', label: 'Assets', icon: 'folder', children: assets } as NavGroup] : []),
    link('API Docs', '/admin/docs', 'file'),
    { kind: 'logout' },
  ];
}

/**
 * The sidebar of SPEC §2 for a user: the client panel for client, team, guest or impersonating
 * users (only Home without a slug), the admin panel for admin and owner. Settings and Assets
 * entries whose path page access marks not visible are left out.
 */
export function sidebarEntries(user: SessionUser, testMode: boolean, hiddenPaths: ReadonlySet<string>): NavEntry[] {
  const clientView = user.isImpersonating || !isAdmin(user);
  if (clientView) {
    return user.clientSlug ? clientEntries(user, user.clientSlug, testMode) : [link('Home', '/', 'home')];
  }
  return adminEntries(user, (path) => !hiddenPaths.has(path));
}

/** 'Client Panel' for guest or team, otherwise 'Admin Panel'. */
export function panelTitle(user: SessionUser): string {
  return user.role === 'guest' || user.role === 'team' ? 'Client Panel' : 'Admin Panel';
}
