import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageAccessEntry, pageAccessUpdateBody, setting, updateSettingBody } from '../../../../shared/api/operations/settings';
import type { AppContext } from '../../../context';
import * as service from './settings.service';

/**
 * Settings (test mode) and page access. Reading them is open to any signed-in user because the
 * test-mode flag and page access shape their sidebar and edit pages (SPEC §2, §6); writing is admin only.
 */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    { config: { access: 'authenticated' }, schema: { response: { 200: z.array(setting) } } },
    async () => service.listSettings(ctx),
  );

  r.put(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { body: updateSettingBody, response: { 200: z.array(setting) } } },
    async (request) => service.updateSetting(ctx, request.user!, request.body.key, request.body.value),
  );

  r.get(
    '/api/admin/page-access',
    { config: { access: 'authenticated' }, schema: { response: { 200: z.array(pageAccessEntry) } } },
    async () => service.listPageAccess(ctx),
  );

  r.put(
    '/api/admin/page-access',
    { config: { access: 'admin' }, schema: { body: pageAccessUpdateBody, response: { 200: z.array(pageAccessEntry) } } },
    async (request) => service.setPageAccess(ctx, request.user!, request.body),
  );
}
