import { z } from 'zod';
import { ROLES } from '../roles';

/** The fields of a signed-in user as the client sees them. */
const userFields = {
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string().nullable(),
  clientId: z.number().nullable(),
  clientSlug: z.string().nullable(),
  clientName: z.string().nullable(),
  teamMemberId: z.number().nullable(),
};

/** The shape of a user as the client sees it (originalUser has the same fields). */
const baseUser = z.object(userFields);
export type BaseUser = z.infer<typeof baseUser>;

/** Who is signed in (GET /api/auth/user answers it): every route's access rule reads it. */
export const sessionUser = z.object({
  ...userFields,
  isImpersonating: z.boolean(),
  originalUser: baseUser.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;
