import { OWNER_ONLY_PATHS } from './permissions';

/** A page of the sidebar's Settings or Assets group, whose entry page access can hide. */
export interface AccessControlledPage {
  pagePath: string;
  label: string;
  group: 'Settings' | 'Assets';
  /** Only owners see the entry (and only owners may hide it). */
  ownerOnly: boolean;
}

const page = (group: AccessControlledPage['group'], label: string, pagePath: string): AccessControlledPage => ({
  pagePath,
  label,
  group,
  ownerOnly: (OWNER_ONLY_PATHS as readonly string[]).includes(pagePath),
});

/** The Settings and Assets entries of the admin sidebar, in sidebar order. */
export const ACCESS_CONTROLLED_PAGES: readonly AccessControlledPage[] = [
  page('Settings', 'Activity Dashboard', '/admin/activity-dashboard'),
  page('Settings', 'Users', '/admin/users'),
  page('Settings', 'Admin Directory', '/admin/directory'),
  page('Settings', 'Access Control', '/admin/access'),
  page('Settings', 'API', '/admin/api'),
  page('Settings', 'Test Mode', '/admin/test'),
  page('Settings', 'Audit', '/admin/audit'),
  page('Settings', 'Database', '/admin/database'),
  page('Settings', 'Sync', '/admin/sync'),
  page('Settings', 'Migrate Files', '/admin/migrate-uploads'),
  page('Assets', 'Assets', '/admin/assets'),
  page('Assets', 'Gallery', '/admin/gallery'),
  page('Assets', 'Videos', '/admin/videos'),
  page('Assets', 'Episodes', '/admin/episodes'),
  page('Assets', 'Podcasts', '/admin/podcasts'),
  page('Assets', 'Talking Points', '/admin/talking-points'),
  page('Assets', 'Video Spider', '/admin/video-spider'),
  page('Assets', 'Profile Spider', '/admin/profile-spider'),
  page('Assets', 'Update Log', '/admin/update-log'),
  page('Assets', 'Auto-Delete', '/admin/auto-delete'),
];

/** The paths page access may mark, as a zod enum takes them. */
export const ACCESS_CONTROLLED_PATHS = ACCESS_CONTROLLED_PAGES.map((p) => p.pagePath) as [string, ...string[]];
