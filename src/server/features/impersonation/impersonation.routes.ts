import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../shared/api/auth';
import { canImpersonate } from '../../../shared/permissions';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit.repo';
import { findClientRef, setSessionImpersonation } from '../auth/auth.repo';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Admin and owner view the product as a client; the session keeps the original user. */
export async function impersonationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/impersonate/client/:slug',
    { config: { access: 'admin' }, schema: { params: slugParams, response: { 200: messageResponse } } },
    async (request) => {
      const user = request.user!;
      if (!canImpersonate(user)) throw forbidden('End the current impersonation first');
      const client = await findClientRef(db, { slug: request.params.slug });
      if (!client) throw notFound('Client not found');
      await db.transaction(async (tx) => {
        await setSessionImpersonation(tx as never, request.sessionIdHash!, client.id);
        await writeAudit(tx as never, {
          actor: { id: user.id, email: user.email },
          action: 'impersonation.start',
          targetType: 'client',
          targetId: client.id,
          details: { slug: client.slug, name: client.name },
        });
      });
      return { message: `Now viewing as ${client.name}` };
    },
  );

  r.post(
    '/api/end-impersonation',
    { config: { access: 'impersonating' }, schema: { response: { 200: messageResponse } } },
    async (request) => {
      const original = request.user!.originalUser!;
      await db.transaction(async (tx) => {
        await setSessionImpersonation(tx as never, request.sessionIdHash!, null);
        await writeAudit(tx as never, {
          actor: { id: original.id, email: original.email },
          action: 'impersonation.end',
          targetType: 'client',
          targetId: request.user!.clientId ?? undefined,
          details: { slug: request.user!.clientSlug },
        });
      });
      return { message: 'Returned to your original account' };
    },
  );
}
