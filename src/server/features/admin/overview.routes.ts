import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverview } from '../../../shared/api/admin';
import type { AppContext } from '../../context';
import { clients, users, videos } from '../../db/schema';
import { recentAudit } from '../audit/audit.repo';

/** GET /api/admin/overview: the counts and recent activity on /admin. */
export async function overviewRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/overview',
    { config: { access: 'admin' }, schema: { response: { 200: adminOverview } } },
    async () => {
      const [[c], [f], [v], [u], audit] = await Promise.all([
        db.select({ n: count() }).from(clients),
        db.select({ n: count() }).from(clients).where(eq(clients.featured, true)),
        db.select({ n: count() }).from(videos).where(eq(videos.toApprove, 1)),
        db.select({ n: count() }).from(users),
        recentAudit(db, 10),
      ]);
      return {
        clients: c.n,
        featuredClients: f.n,
        videosPendingApproval: v.n,
        users: u.n,
        recentAudit: audit,
      };
    },
  );
}
