import type { FastifyInstance } from 'fastify';
import { operationsAdminRoutes as adminRoutes } from '@shared/api/operations/admin-route-table';
import { operationsRoutes as routes } from '@shared/api/operations/route-table';
import { mailSettings, pageAccessUpdateBody, updateSettingBody } from '@shared/api/operations/settings';
import { pageAccessList, settingList } from '@shared/api/frame';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './settings.service';

/**
 * Settings (test mode), how mail is sent (admin: read from the configuration) and page access. Reading them is open to any signed-in user because the
 * test-mode flag and page access shape their sidebar and edit pages; writing is admin only.
 */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.settings, { config: { access: 'authenticated' }, schema: { response: settingList } }, async () => service.listSettings(ctx));

  serve(app, adminRoutes.saveSetting, { config: { access: 'admin' }, schema: { body: updateSettingBody, response: settingList } }, async (request) =>
    service.updateSetting(ctx, request.user!, request.body.key, request.body.value),
  );

  serve(app, adminRoutes.mailSettings, { config: { access: 'admin' }, schema: { response: mailSettings } }, async () => service.mailSettingsOf(ctx.config));

  serve(app, routes.pageAccess, { config: { access: 'authenticated' }, schema: { response: pageAccessList } }, async () => service.listPageAccess(ctx));

  serve(app, adminRoutes.savePageAccess, { config: { access: 'admin' }, schema: { body: pageAccessUpdateBody, response: pageAccessList } }, async (request) =>
    service.setPageAccess(ctx, request.user!, request.body),
  );
}
