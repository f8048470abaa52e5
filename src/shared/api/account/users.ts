import { z } from 'zod';
import { ACCOUNT_ROLES } from '@shared/roles';
import { adminListPage, adminListQuery } from '../admin-lists';
import { bodyId, emailField, paramId, text } from '../fields';

/** Where an account stands: signed in at least once (active), invited and not yet activated, or deactivated. */
export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Roles linked to a client: a guest (the profile's owner) and a team member working on it. */
export const CLIENT_LINKED_ROLES = ['guest', 'team'] as const;

/** What /admin/users sorts by. */
export const ADMIN_USER_SORTS = ['createdAt', 'email', 'name', 'role'] as const;

/** GET /api/admin/users query: paging, a search of name and email, and filters by role and status. */
export const adminUsersQuery = adminListQuery(ADMIN_USER_SORTS, 'createdAt', {
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** An account as /admin/users lists it. */
const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  client: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  status: z.enum(USER_STATUSES),
  /** When the newest unused invitation link stops working (invited accounts; null when none is pending). */
  invitationExpiresAt: z.string().nullable(),
  /** The last request of any of its sessions (null: never signed in, or every session ended). */
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/users answer. */
export const adminUsersPage = adminListPage(adminUser);

const email = () => emailField('Email is required');
const name = () => text().trim().min(1, 'Name is required').max(200);
const clientLink = () => bodyId('Choose a client').nullable().optional();

/**
 * What is wrong with an account's role and client together (null: fine): guests and team members,
 * and only they, are linked to a client. A team member needs one too: without a client a team
 * login has no profile, no sidebar and no conversation, so it could do nothing.
 */
export function clientLinkIssue(body: { role?: string; clientId?: number | null }): string | null {
  if (body.role === undefined) return null;
  const linked = (CLIENT_LINKED_ROLES as readonly string[]).includes(body.role);
  if (!linked && body.clientId != null) return 'Only guests and team members are linked to a client';
  if (body.role === 'guest' && body.clientId == null) return 'Choose the client this guest speaks for';
  if (body.role === 'team' && body.clientId == null) return 'Choose the client this team member works on';
  return null;
}

const withClientRule = <T extends z.ZodType<{ role?: string; clientId?: number | null }>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    const issue = clientLinkIssue(body);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['clientId'] });
  });

/** POST /api/admin/users body: invite an account, which gets an activation email. */
export const inviteUserBody = withClientRule(
  z.object({ email: email(), name: name(), role: z.enum(ACCOUNT_ROLES, { error: 'Choose a role' }), clientId: clientLink() }),
);
export type InviteUserBody = z.infer<typeof inviteUserBody>;

/** PATCH /api/admin/users/{id} body: a new name, role or client (a role change sends the client along). */
export const updateUserBody = withClientRule(
  z
    .object({ name: name().optional(), role: z.enum(ACCOUNT_ROLES, { error: 'Choose a role' }).optional(), clientId: clientLink() })
    .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change'),
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The id in /api/admin/users/{id}. */
export const userIdParams = z.object({ id: paramId('Unknown user') });

/** POST /api/admin/users answer: the new account, whether the email went out, and (with no mail server set up) the link to pass on. */
export const inviteUserResponse = z.object({
  user: adminUser,
  emailSent: z.boolean(),
  /** Only when no SMTP server is configured: the email is kept locally, so the admin passes the link on. */
  activationLink: z.string().nullable(),
});

/** The answer of an account action (resend, reset link, deactivate, reactivate, change): the account as it now stands. */
export const userActionResponse = z.object({ user: adminUser, emailSent: z.boolean().optional(), activationLink: z.string().nullable().optional() });
export type UserActionResponse = z.infer<typeof userActionResponse>;
