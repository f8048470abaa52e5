import { z } from 'zod';

/** One audit entry as the admin pages show it. */
const auditEntry = z.object({
  id: z.number(),
  action: z.string(),
  /** The action in plain words, past tense ("Started a sync", "Trusted a podcast feed"). */
  label: z.string(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/overview answer: the /admin dashboard. */
export const adminOverview = z.object({
  clients: z.number(),
  featuredClients: z.number(),
  videosPendingApproval: z.number(),
  users: z.number(),
  recentAudit: z.array(auditEntry),
});
export type AdminOverview = z.infer<typeof adminOverview>;
