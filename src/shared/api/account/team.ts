import { z } from 'zod';

/** A member of the agency team assigned to a client (GET /api/clients/{id}/team). */
const teamMember = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(['team', 'admin', 'owner']),
  email: z.string(),
  profileImage: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** GET /api/clients/{id}/team answer: the assigned members by name. */
export const teamList = z.array(teamMember);
