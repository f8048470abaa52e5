import type { FastifyInstance } from 'fastify';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import {
  autoDeleteLogPage,
  autoDeleteLogQuery,
  autoDeleteOutcome,
  autoDeleteRule,
  autoDeleteRuleBody,
  autoDeleteRuleParams,
  autoDeleteRules,
} from '@shared/api/operations/auto-delete';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './auto-delete.service';

/**
 * /admin/auto-delete (admin and owner): the rules (each off until switched on), a dry run of what
 * the enabled ones remove, a run now, and the log of what runs removed.
 */
export async function autoDeleteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.autoDeleteRules, { config: admin, schema: { response: autoDeleteRules } }, async () => service.listRules(ctx.db));
  serve(
    app,
    routes.saveAutoDeleteRule,
    { config: admin, schema: { params: autoDeleteRuleParams, body: autoDeleteRuleBody, response: autoDeleteRule } },
    async (request) => service.updateRule(ctx, request.user!, request.params.rule, request.body),
  );
  serve(app, routes.autoDeletePreview, { config: admin, schema: { response: autoDeleteOutcome } }, async () => service.preview(ctx));
  serve(app, routes.runAutoDelete, { config: admin, schema: { response: autoDeleteOutcome } }, async (request) => {
    const outcome = await service.runAutoDelete(ctx, request.user!);
    return outcome ?? { total: 0, rules: [] };
  });
  serve(app, routes.autoDeleteLog, { config: admin, schema: { query: autoDeleteLogQuery, response: autoDeleteLogPage } }, async (request) =>
    service.logPage(ctx, request.query),
  );
}
