import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageAccessEntry, setting, updateSettingBody } from '../../../shared/api/settings';
import type { AppContext } from '../../context';
import { writeAudit } from '../audit/audit.repo';
import * as repo from './settings.repo';

/**
 * Settings (test mode) and page access. Reading settings is open to any signed-in user because
 * the test-mode flag gates their sidebar and edit pages (SPEC §6); writing is admin only.
 */
export async function settingsRoutes(app: FastifyInstance, { db, bus }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    { config: { access: 'authenticated' }, schema: { response: { 200: z.array(setting) } } },
    async () => repo.listSettings(db),
  );

  r.put(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { body: updateSettingBody, response: { 200: z.array(setting) } } },
    async (request) => {
      const user = request.user!;
      await db.transaction(async (tx) => {
        await repo.upsertSetting(tx as never, request.body.key, request.body.value);
        await writeAudit(tx as never, {
          actor: { id: user.id, email: user.email },
          action: 'settings.update',
          targetType: 'setting',
          targetId: request.body.key,
          details: { value: request.body.value },
        });
      });
      await bus.invalidate('settings');
      return repo.listSettings(db);
    },
  );

  r.get(
    '/api/admin/page-access',
    { config: { access: 'authenticated' }, schema: { response: { 200: z.array(pageAccessEntry) } } },
    async () => repo.listPageAccess(db),
  );
}
