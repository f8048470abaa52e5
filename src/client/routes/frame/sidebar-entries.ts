import type { SessionUser } from '@shared/api/session-user';
import { ACCESS_CONTROLLED_PAGES, type AccessControlledPage } from '@shared/page-access';
import { canSeeTeamPage, isAdmin, isClientMember, isOwner, messagingSide } from '@shared/permissions';

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
  /** Unread messages of the user's side: the badge of Team Messages (admin, owner) or Messages (guest, team). */
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
    // a team member answers hosts' requests and pitches every guest they work with (they have no console)
    ...(user.role === 'team' ? [link('Booking Requests', `${base}/booking-requests`, 'calendar'), link('Pitch Pages', `${base}/pitches`, 'share')] : []),
    link('Promo Kits', `${base}/promo-kits`, 'sparkles'),
    link('Podcasts', `${base}/podcasts`, 'mic'),
    link('Socials', `${base}/socials`, 'share'),
    ...group('Thought Leadership', 'award', [link('PR', `${base}/pr`, 'newspaper'), link('Awards', `${base}/awards`, 'award')]),
    // the conversation with the Podium team (the guest's) or with the clients (a team member's), with its unread count
    ...(messagingSide(user) ? [{ ...link('Messages', '/messages', 'message'), badge: unreadMessages, coversSubpaths: true }] : []),
    ...(canSeeTeamPage(user) ? [link('Team', `${base}/team`, 'users')] : []),
    { kind: 'logout' },
  ];
}

/** The icons of the Settings and Assets entries (their paths and labels are shared/page-access.ts). */
const ACCESS_CONTROLLED_ICONS: Readonly<Record<string, string>> = {
  '/admin/activity-dashboard': 'activity',
  '/admin/users': 'users',
  '/admin/directory': 'book',
  '/admin/access': 'lock',
  '/admin/api': 'plug',
  '/admin/test': 'flask',
  '/admin/audit': 'scroll',
  '/admin/database': 'database',
  '/admin/sync': 'refresh',
  '/admin/migrate-uploads': 'upload',
  '/admin/assets': 'folder',
  '/admin/gallery': 'image',
  '/admin/videos': 'video',
  '/admin/episodes': 'mic',
  '/admin/podcasts': 'radio',
  '/admin/talking-points': 'list',
  '/admin/video-spider': 'search',
  '/admin/profile-spider': 'scan',
  '/admin/update-log': 'history',
  '/admin/auto-delete': 'trash',
};

/** A group's entries the user may see (owner-only ones for owners) that page access does not hide. */
function accessControlledLinks(user: SessionUser, groupName: AccessControlledPage['group'], hiddenPaths: ReadonlySet<string>): NavLink[] {
  return ACCESS_CONTROLLED_PAGES.filter((p) => p.group === groupName && (!p.ownerOnly || isOwner(user)) && !hiddenPaths.has(p.pagePath)).map((p) =>
    link(p.label, p.pagePath, ACCESS_CONTROLLED_ICONS[p.pagePath]),
  );
}

function adminEntries(user: SessionUser, { hiddenPaths, unreadMessages }: SidebarContext): NavEntry[] {
  const settings = accessControlledLinks(user, 'Settings', hiddenPaths);
  const assets = accessControlledLinks(user, 'Assets', hiddenPaths);
  return [
    link('Home', '/admin', 'home'),
    link('JOE', '/admin/joe', 'sparkles'),
    ...group('Settings', 'settings', settings),
    link('Image Auditor', '/admin/image-auditor', 'image'),
    link('All Podcasts', '/all-podcasts', 'mic'),
    { ...link('Team Messages', '/messages', 'message'), badge: unreadMessages, coversSubpaths: true },
    link('Booking Requests', '/admin/booking-requests', 'calendar'),
    link('Pitch Pages', '/admin/pitches', 'share'),
    link('Directory', '/directory', 'book'),
    ...group('Assets', 'folder', assets),
    link('API Docs', '/admin/docs', 'file'),
    { kind: 'logout' },
  ];
}

/**
 * The sidebar for a user: the client panel for client, team, guest or impersonating
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

/** 'Client Panel' for guest or team and for an admin viewing as a client, otherwise 'Admin Panel'. */
export function panelTitle(user: SessionUser): string {
  return isClientMember(user) || user.isImpersonating ? 'Client Panel' : 'Admin Panel';
}
