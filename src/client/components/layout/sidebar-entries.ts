import type { SessionUser } from '../../../shared/api/auth';
import { canSeeTeamPage, isAdmin, isClientMember, isOwner } from '../../../shared/permissions';

/** A link of the sidebar. */
export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
  icon: string;
  /** A count shown next to the label (hidden at zero). */
  badge?: number;
  /** Also current on the paths under `to` (/messages/{threadId} for Team Messages). */
  coversSubpaths?: boolean;
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

/** What besides the user decides the entries. */
export interface SidebarContext {
  /** Whether TEST_MODE_ENABLED is on (Edit Profile and Questions appear). */
  testMode: boolean;
  /** Paths that page access marks not visible. */
  hiddenPaths: ReadonlySet<string>;
  /** Unread messages of the user's side: the badge of Team Messages (admin, owner) or Team (guest). */
  unreadMessages: number;
}

const link = (label: string, to: string, icon: string): NavLink => ({ kind: 'link', label, to, icon });
const group = (label: string, icon: string, children: NavLink[]): NavGroup[] => (children.length > 0 ? [{ kind: 'group', label, icon, children }] : []);

function clientEntries(user: SessionUser, slug: string, { testMode, unreadMessages }: SidebarContext): NavEntry[] {
  const base = `/profile/${slug}`;
  const profileChildren = [
    link('Profile', base, 'user'),
    ...(testMode ? [link('Edit Profile', '/edit-profile', 'pen'), link('Questions', '/edit-questions', 'help')] : []),
    link('Talking Points', `${base}/talking-points`, 'list'),
    link('Media Pics', `${base}/media-pics`, 'image'),
  ];
  return [
    ...group('Profile', 'user', profileChildren),
    link('Bookings', `${base}/bookings`, 'calendar'),
    link('Podcasts', `${base}/podcasts`, 'mic'),
    link('Socials', `${base}/socials`, 'share'),
    ...group('Thought Leadership', 'award', [link('PR', `${base}/pr`, 'newspaper'), link('Awards', `${base}/awards`, 'award')]),
    // the guest writes to the team from the Team page: its unread messages badge the entry
    ...(canSeeTeamPage(user) ? [{ ...link('Team', `${base}/team`, 'users'), badge: unreadMessages }] : []),
    { kind: 'logout' },
  ];
}

function adminEntries(user: SessionUser, { hiddenPaths, unreadMessages }: SidebarContext): NavEntry[] {
  const visible = (entry: NavLink) => !hiddenPaths.has(entry.to);
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
  ].filter(visible);
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
  ].filter(visible);
  return [
    link('Home', '/admin', 'home'),
    link('JOE', '/admin/joe', 'sparkles'),
    ...group('Settings', 'settings', settings),
    link('Image Auditor', '/admin/image-auditor', 'image'),
    link('All Podcasts', '/all-podcasts', 'mic'),
    { ...link('Team Messages', '/messages', 'message'), badge: unreadMessages, coversSubpaths: true },
    link('Directory', '/directory', 'book'),
    ...group('Assets', 'folder', assets),
    link('API Docs', '/admin/docs', 'file'),
    { kind: 'logout' },
  ];
}

/**
 * The sidebar of SPEC §2 for a user: the client panel for client, team, guest or impersonating
 * users (only Home without a slug), the admin panel for admin and owner. Settings and Assets
 * entries whose path page access marks not visible are left out (an emptied group with them).
 */
export function sidebarEntries(user: SessionUser, context: SidebarContext): NavEntry[] {
  const clientView = user.isImpersonating || !isAdmin(user);
  if (clientView) {
    return user.clientSlug ? clientEntries(user, user.clientSlug, context) : [link('Home', '/', 'home')];
  }
  return adminEntries(user, context);
}

/** 'Client Panel' for guest or team, otherwise 'Admin Panel'. */
export function panelTitle(user: SessionUser): string {
  return isClientMember(user) ? 'Client Panel' : 'Admin Panel';
}
