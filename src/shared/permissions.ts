import type { Role } from './roles';

/** The part of a user that access rules look at. */
export interface Actor {
  role: Role;
  clientId: number | null;
  isImpersonating?: boolean;
}

/** Anyone: a signed-in actor or an anonymous visitor (null). */
type MaybeActor = Actor | null | undefined;

/** Admin or owner: the curators of the directory. */
export function isAdmin(user: MaybeActor): boolean {
  return user?.role === 'admin' || user?.role === 'owner';
}

/** The agency: admins, owners and team members (the booking requests' inbox; team members see their clients' only). */
export function isAgency(user: MaybeActor): boolean {
  return isAdmin(user) || user?.role === 'team';
}

/** Owner alone (Audit, Database, Sync, Migrate Files). */
export function isOwner(user: MaybeActor): boolean {
  return user?.role === 'owner';
}

/** Guest or team: people who manage one client's profile. */
export function isClientMember(user: MaybeActor): boolean {
  return user?.role === 'guest' || user?.role === 'team';
}

/** The sidebar's Team entry: guests only, not team members. */
export function canSeeTeamPage(user: MaybeActor): boolean {
  return user?.role === 'guest';
}

/**
 * The client's team list (/profile/{slug}/team): the guest of that client, whose sidebar alone
 * has the Team entry, and admins and owners; not team members themselves.
 */
export function canSeeClientTeam(user: MaybeActor, clientId: number): boolean {
  return isAdmin(user) || (canSeeTeamPage(user) && user?.clientId === clientId);
}

/** May manage a client: admin and owner any client; guest and team only their own client; others no. */
export function canManageClient(user: MaybeActor, clientId: number): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  return isClientMember(user) && user.clientId !== null && user.clientId === clientId;
}

/** Guest or team looking at their own client's profile. */
export function isOwnClient(user: MaybeActor, clientId: number): boolean {
  return isClientMember(user) && user?.clientId === clientId;
}

/** Guest on own client: Edit button, Edit Pics, Find Episodes, Manage talking points, delete media, hide videos. */
export function canEditOwnMedia(user: MaybeActor, clientId: number): boolean {
  if (isAdmin(user)) return true;
  return user?.role === 'guest' && user.clientId === clientId;
}

/**
 * Create, edit and reorder a client's talking points: admin and owner, and the guest on
 * their own client ('Manage talking points links'); deleting is canDeleteTalkingPoints. Team
 * members see them read-only: the Manage link is the guest's alone.
 */
export function canManageTalkingPoints(user: MaybeActor, clientId: number): boolean {
  return canEditOwnMedia(user, clientId);
}

/** Delete a client's talking points: admin and owner alone, not the guest who manages them. */
export function canDeleteTalkingPoints(user: MaybeActor): boolean {
  return isAdmin(user);
}

/** The About section's Edit button: only a guest who may manage that client. */
export function canSeeEditProfileButton(user: MaybeActor, clientId: number): boolean {
  return user?.role === 'guest' && canManageClient(user, clientId);
}

/** MY BOOKINGS, MY SOCIALS and MY PODCASTS: guest and team on their own profile only. */
export function canSeeOwnProfileActions(user: MaybeActor, clientId: number): boolean {
  return isOwnClient(user, clientId);
}

/** Sample questions Manage link: admin/owner, or guest/team on own client when test mode is on. */
export function canManageSampleQuestions(user: MaybeActor, clientId: number, testMode: boolean): boolean {
  if (isAdmin(user)) return true;
  return testMode && isOwnClient(user, clientId);
}

/** Video scan panel: admin/owner, or guest/team on own client. */
export function canUseVideoScanPanel(user: MaybeActor, clientId: number): boolean {
  return isAdmin(user) || isOwnClient(user, clientId);
}

/**
 * Import a scanned video (saved pending) for a client: admin and owner, and the guest of that
 * client. Team members may scan and see the results, read-only: they are left out of video editing.
 */
export function canImportVideos(user: MaybeActor, clientId: number): boolean {
  return canEditOwnMedia(user, clientId);
}

/** Approve or disapprove a video: admin and owner. */
export function canApproveVideos(user: MaybeActor): boolean {
  return isAdmin(user);
}

/** Hide a client's video from the profile (sets it pending): the guest of that client, admin and owner. */
export function canHideVideos(user: MaybeActor, clientId: number): boolean {
  return canEditOwnMedia(user, clientId);
}

/** ChatGPT research link: any authenticated user. */
export function canSeeResearchLink(user: MaybeActor): boolean {
  return Boolean(user);
}

/** VIEW AS: admin or owner who is not already impersonating. */
export function canImpersonate(user: MaybeActor): boolean {
  return isAdmin(user) && !user?.isImpersonating;
}

/** Team Messages entry and the admin message list: admin/owner not impersonating. */
export function canReadAdminMessages(user: MaybeActor): boolean {
  return isAdmin(user) && !user?.isImpersonating;
}

/** /edit-profile and /edit-questions: owner and admin always; guest or team only in test mode. */
export function canOpenEditPages(user: MaybeActor, testMode: boolean): boolean {
  if (isAdmin(user)) return true;
  return testMode && isClientMember(user);
}

/**
 * Saving on /edit-profile and /edit-questions: who may manage the client, within the
 * edit pages' test-mode gate: admin and owner any client; guest and team their own
 * client, only while test mode is on.
 */
export function canEditOnEditPages(user: MaybeActor, clientId: number, testMode: boolean): boolean {
  return canManageClient(user, clientId) && canOpenEditPages(user, testMode);
}

/** The text shown when an edit page is refused, or null when it may be opened. */
export function editPageRefusal(user: MaybeActor, testMode: boolean): string | null {
  if (canOpenEditPages(user, testMode)) return null;
  return testMode ? 'Access denied for your user role.' : 'This page is only available when test mode is enabled.';
}

/** Admin pages only the owner may open. */
export const OWNER_ONLY_PATHS = ['/admin/audit', '/admin/database', '/admin/sync', '/admin/migrate-uploads'] as const;

/** Whether a user may open an admin path. */
export function canOpenAdminPath(user: MaybeActor, path: string): boolean {
  if (!isAdmin(user)) return false;
  if ((OWNER_ONLY_PATHS as readonly string[]).includes(path)) return isOwner(user);
  return true;
}

/** Where a user lands after signing in: admin and owner to /admin, guest and team to /. */
export function homePathAfterLogin(role: Role): string {
  return role === 'admin' || role === 'owner' ? '/admin' : '/';
}

/**
 * Which party of team messaging a user speaks for: 'client' for a guest of a client and for anyone
 * viewing as a client (an impersonating admin or owner); 'team' for admins, owners and team members
 * not impersonating; null for anyone else (a visitor, a guest without a client).
 */
export function messagingSide(user: MaybeActor): 'client' | 'team' | null {
  if (!user) return null;
  if (user.isImpersonating || user.role === 'guest' || user.role === 'client') return user.clientId === null ? null : 'client';
  return isAdmin(user) || user.role === 'team' ? 'team' : null;
}
