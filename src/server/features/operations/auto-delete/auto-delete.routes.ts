import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoDeleteLogPage,
  autoDeleteLogQuery,
  autoDeleteOutcome,
  autoDeleteRule,
  autoDeleteRuleBody,
  autoDeleteRuleParams,
} from '../../../../shared/api/operations/auto-delete';
import type { AppContext } from '../../../context';
import * as service from './auto-delete.service';

/**
 * /admin/auto-delete (admin and owner): the rules (each off until switched on), a dry run of what
 * the enabled ones remove, a run now, and the log of what runs removed.
 */
export async function autoDeleteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  r.get('/api/admin/auto-delete/rules', { config: admin, schema: { response: { 200: z.array(autoDeleteRule) } } }, async () => service.listRules(ctx.db));
  r.put(
    '/api/admin/auto-delete/rules/:rule',
    { config: admin, schema: { params: autoDeleteRuleParams, body: autoDeleteRuleBody, response: { 200: autoDeleteRule } } },
    async (request) => service.updateRule(ctx, request.user!, request.params.rule, request.body),
  );
  r.get('/api/admin/auto-delete/preview', { config: admin, schema: { response: { 200: autoDeleteOutcome } } }, async () => service.preview(ctx));
  r.post('/api/admin/auto-delete/run', { config: admin, schema: { response: { 200: autoDeleteOutcome } } }, async (request) => {
    const outcome = await service.runAutoDelete(ctx, request.user!);
    return outcome ?? { total: 0, rules: [] };
  });
  r.get(
    '/api/admin/auto-delete/log',
    { config: admin, schema: { querystring: autoDeleteLogQuery, response: { 200: autoDeleteLogPage } } },
    async (request) => service.logPage(ctx, request.query),
  );
}
