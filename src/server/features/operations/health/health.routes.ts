import type { FastifyInstance } from 'fastify';
import { opaqueBody } from '@shared/api/fields';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import { productionWarnings } from '@server/config';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { registerDrain } from './drain';
import * as service from './health.service';
import { NOTHING_HERE } from '@server/plugins/spa';

/** The operators' routes are answered fresh every time. */
const NO_STORE = 'no-store';

/**
 * Health and metrics for whoever runs the node (outside /api, so neither the API limiter nor the
 * session touches them): /healthz (liveness, no database call), /readyz (readiness: the database
 * answers with its migrations current, and the node is not draining; with `warnings` naming a
 * setting production should not run with) and /metrics (Prometheus text, off unless
 * METRICS_TOKEN is set, then behind that bearer token).
 */
export async function healthRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config' | 'metrics'>): Promise<void> {
  registerDrain(app);

  const operators = { config: { access: 'public' as const }, schema: { response: opaqueBody } };

  serve(app, routes.healthz, operators, async (_request, reply) => reply.header('cache-control', NO_STORE).send({ status: 'ok' }));

  // settings production should not run with (productionWarnings): named on every answer, which stays ready
  const warnings = productionWarnings(ctx.config);
  serve(app, routes.readyz, operators, async (_request, reply) => {
    const state = await service.readiness(ctx.db, app.draining);
    reply.header('cache-control', NO_STORE);
    const detail = warnings.length > 0 ? { warnings } : {};
    return state.ready ? reply.send({ status: 'ready', ...detail }) : reply.status(503).send({ message: state.message, code: 'NOT_READY', ...detail });
  });

  // public as a route: its own bearer token (METRICS_TOKEN) is checked here
  serve(app, routes.metrics, operators, async (request, reply) => {
    const token = ctx.config.metricsToken;
    // off: the same 404 as any unknown address (README: set METRICS_TOKEN to switch metrics on)
    if (!token) return reply.status(404).send({ message: NOTHING_HERE, code: 'NOT_FOUND' });
    if (!service.bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>', code: 'METRICS_TOKEN_REQUIRED' });
    }
    const { registry } = ctx.metrics;
    return reply
      .header('cache-control', NO_STORE)
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
