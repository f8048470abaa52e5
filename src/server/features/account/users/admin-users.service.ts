import type { AdminListPage } from '@shared/api/admin-lists';
import {
  type AdminUser,
  type AdminUsersQuery,
  CLIENT_LINKED_ROLES,
  clientLinkIssue,
  type InviteUserBody,
  type UpdateUserBody,
  type UserActionResponse,
} from '@shared/api/account/users';
import type { SessionUser } from '@shared/api/session-user';
import { isOwner } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { deleteUserSessions } from '../auth/auth.repo';
import { sendActivation, sendResetLink } from '../auth/auth.service';
import { syncTeamAssignment } from '../team/team.repo';
import * as repo from './admin-users.repo';
import type { Site } from '@server/platform/site';

type UsersContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'realtime'>;

/** Where the links in an email point: the site's address (siteOf: as the request named it). */
export type LinkSite = Pick<Site, 'baseUrl'>;

/** Whether a role is linked to a client (and so keeps its client when a change doesn't name one). */
const isClientLinked = (role: string) => (CLIENT_LINKED_ROLES as readonly string[]).includes(role);

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

async function toAdminUsers(ctx: UsersContext, rows: repo.UserRow[]): Promise<AdminUser[]> {
  const times = await repo.timesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    client: r.clientId !== null && r.clientName !== null && r.clientSlug !== null ? { id: r.clientId, name: r.clientName, slug: r.clientSlug } : null,
    status: repo.statusOf(r),
    invitationExpiresAt: iso(times.get(r.id)?.invitationExpiresAt ?? null),
    lastSeenAt: iso(times.get(r.id)?.lastSeenAt ?? null),
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

async function requireRow(ctx: UsersContext, id: number): Promise<repo.UserRow> {
  const row = await repo.findRow(ctx.db, id);
  if (!row) throw notFound('User not found');
  return row;
}

async function adminUserOf(ctx: UsersContext, id: number): Promise<AdminUser> {
  const [user] = await toAdminUsers(ctx, [await requireRow(ctx, id)]);
  return user;
}

/** The real account behind a request (an admin viewing as a client acts as themself). */
const actorOf = (user: SessionUser) => user.originalUser ?? user;

/** One page of accounts, newest first by default, with their status, client, pending invitation and last visit. */
export async function listUsers(ctx: UsersContext, query: AdminUsersQuery): Promise<AdminListPage<AdminUser>> {
  const { items: rows, count } = await repo.userList.page(ctx.db, query);
  return toAdminPage(await toAdminUsers(ctx, rows), count, query);
}

/**
 * Only an owner makes an owner, or acts on an owner's account in any way (its links included: a
 * link kept locally is handed to whoever sent it, so an admin must never send an owner's).
 */
function guardOwnerRank(actor: SessionUser, target: { role: string } | null, nextRole?: string): void {
  if (isOwner(actorOf(actor))) return;
  if (target?.role === 'owner') throw forbidden("Only an owner can change an owner's account");
  if (nextRole === 'owner') throw forbidden('Only an owner can make someone an owner');
}

async function checkClientLink(ctx: UsersContext, role: string, clientId: number | null): Promise<void> {
  const issue = clientLinkIssue({ role, clientId });
  if (issue) throw badRequest(`clientId: ${issue}`, 'VALIDATION_FAILED');
  if (clientId !== null && !(await repo.clientExists(ctx.db, clientId))) throw badRequest('clientId: That client no longer exists', 'VALIDATION_FAILED');
}

/** Mails an activation link; whether it went out, and the link itself when no mail server is set up (the mail is only kept locally). */
async function mailActivation(
  ctx: UsersContext,
  user: { id: number; email: string },
  site: LinkSite,
): Promise<{ emailSent: boolean; activationLink: string | null }> {
  try {
    const link = await sendActivation(ctx.db, ctx.mailer, { userId: user.id, email: user.email, baseUrl: site.baseUrl, siteName: ctx.config.siteName });
    return { emailSent: true, activationLink: ctx.config.smtpUrl ? null : link };
  } catch {
    return { emailSent: false, activationLink: null };
  }
}

/**
 * Invites an account (admin; an owner account by an owner only): stores it without a password,
 * audited, then mails its single-use activation link. A failed email leaves the invitation to be
 * resent from the list (emailSent: false). 409 when the email is taken.
 */
export async function inviteUser(ctx: UsersContext, actor: SessionUser, body: InviteUserBody, site: LinkSite) {
  guardOwnerRank(actor, null, body.role);
  const clientId = body.clientId ?? null;
  await checkClientLink(ctx, body.role, clientId);
  if (await repo.emailTaken(ctx.db, body.email)) throw conflict('A user with this email already exists', 'EMAIL_TAKEN');
  const id = await auditedWrite(
    ctx.db,
    actor,
    async (tx) => {
      const created = await repo.insertInvited(tx, { email: body.email, name: body.name, role: body.role, clientId });
      await syncTeamAssignment(tx, created, body.role, clientId);
      return created;
    },
    (created) => ({
      action: 'user.invite',
      targetType: 'user',
      targetId: created,
      details: { after: { email: body.email, name: body.name, role: body.role, clientId } },
    }),
  );
  const mailed = await mailActivation(ctx, { id, email: body.email }, site);
  return { user: await adminUserOf(ctx, id), ...mailed };
}

/** Sends an invited account a new activation link (the older ones stop working; an owner's by an owner only); 409 once it is active or deactivated. */
export async function resendInvitation(ctx: UsersContext, actor: SessionUser, id: number, site: LinkSite): Promise<UserActionResponse> {
  const row = await requireRow(ctx, id);
  guardOwnerRank(actor, row);
  const status = repo.statusOf(row);
  if (status === 'active') throw conflict('This user has already activated their account; send a reset link instead', 'ALREADY_ACTIVE');
  if (status === 'deactivated') throw conflict('Reactivate this user before sending a new invitation', 'DEACTIVATED');
  await auditedWrite(
    ctx.db,
    actor,
    (tx) => repo.revokeTokens(tx, id, 'activation'),
    () => ({ action: 'user.invitation-resent', targetType: 'user', targetId: id, details: { email: row.email } }),
  );
  const mailed = await mailActivation(ctx, row, site);
  return { user: await adminUserOf(ctx, id), ...mailed };
}

/** Mails an active account a password reset link (one hour, single use; an owner's by an owner only); 409 for an invited or deactivated account. */
export async function sendUserResetLink(ctx: UsersContext, actor: SessionUser, id: number, site: LinkSite): Promise<UserActionResponse> {
  const row = await requireRow(ctx, id);
  guardOwnerRank(actor, row);
  const status = repo.statusOf(row);
  if (status === 'invited') throw conflict("This user hasn't activated their account yet; resend the invitation instead", 'NOT_ACTIVATED');
  if (status === 'deactivated') throw conflict('Reactivate this user before sending a reset link', 'DEACTIVATED');
  await auditedWrite(
    ctx.db,
    actor,
    async () => undefined,
    () => ({ action: 'user.reset-link-sent', targetType: 'user', targetId: id, details: { email: row.email } }),
  );
  const emailSent = await sendResetLink(ctx.db, ctx.mailer, { userId: id, email: row.email, baseUrl: site.baseUrl, siteName: ctx.config.siteName }).then(
    () => true,
    () => false,
  );
  return { user: await adminUserOf(ctx, id), emailSent };
}

/** Refuses a change that would leave no active owner (the owners stay locked until the change commits). */
async function keepAnOwner(tx: Tx, row: repo.UserRow, stillOwner: boolean): Promise<void> {
  if (row.role !== 'owner' || !row.active || stillOwner) return;
  const owners = await repo.lockActiveOwners(tx);
  if (owners.length <= 1 && owners.includes(row.id)) throw conflict("The last owner can't be removed; make someone else an owner first", 'LAST_OWNER');
}

/** Ends every session of an account, here and on every node, once the change that called for it is stored. */
function endSessions(ctx: UsersContext, ended: string[]): void {
  for (const idHash of ended) ctx.realtime.endSession(idHash);
}

/**
 * Changes an account's name, role or client (admin; owners' accounts and the owner role by an
 * owner only; not one's own role). A role change ends the account's sessions at once, and a role
 * or client change its live sockets on every node (they joined the rooms of the account's old
 * clients); the last owner can't be demoted. Audited with before and after.
 */
export async function updateUser(ctx: UsersContext, actor: SessionUser, id: number, body: UpdateUserBody): Promise<UserActionResponse> {
  const row = await requireRow(ctx, id);
  const role = body.role ?? row.role;
  const roleChanges = role !== row.role;
  if (roleChanges && id === actorOf(actor).id) throw forbidden("You can't change your own role; ask another owner");
  guardOwnerRank(actor, row, role);
  const clientId = body.clientId !== undefined ? body.clientId : isClientLinked(role) ? row.clientId : null;
  await checkClientLink(ctx, role, clientId);
  const before = { name: row.name, role: row.role, clientId: row.clientId };
  const after = { name: body.name ?? row.name, role, clientId };
  const ended = await auditedWrite(
    ctx.db,
    actor,
    async (tx) => {
      await keepAnOwner(tx, row, role === 'owner');
      await repo.updateUser(tx, id, after);
      await syncTeamAssignment(tx, id, role, clientId);
      return roleChanges ? deleteUserSessions(tx, id) : [];
    },
    () => ({ action: 'user.update', targetType: 'user', targetId: id, details: { before, after } }),
  );
  endSessions(ctx, ended);
  if (roleChanges || clientId !== row.clientId) ctx.realtime.endUser(id);
  return { user: await adminUserOf(ctx, id) };
}

/**
 * Deactivates (its sessions end at once, on every node, and its pending links stop working) or
 * reactivates an account (admin; an owner's by an owner only; never one's own; never the last owner).
 */
export async function setUserActive(ctx: UsersContext, actor: SessionUser, id: number, active: boolean): Promise<UserActionResponse> {
  const row = await requireRow(ctx, id);
  if (id === actorOf(actor).id) throw forbidden("You can't deactivate your own account");
  guardOwnerRank(actor, row);
  if (row.active === active) return { user: await adminUserOf(ctx, id) };
  const ended = await auditedWrite(
    ctx.db,
    actor,
    async (tx) => {
      if (active) {
        await repo.updateUser(tx, id, { active: true });
        return [];
      }
      await keepAnOwner(tx, row, false);
      await repo.updateUser(tx, id, { active: false });
      await repo.revokeTokens(tx, id, 'activation');
      await repo.revokeTokens(tx, id, 'reset');
      return deleteUserSessions(tx, id);
    },
    () => ({
      action: active ? 'user.reactivate' : 'user.deactivate',
      targetType: 'user',
      targetId: id,
      details: { before: { active: row.active }, after: { active } },
    }),
  );
  endSessions(ctx, ended);
  return { user: await adminUserOf(ctx, id) };
}
