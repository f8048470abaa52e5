import type { FastifyInstance } from 'fastify';
import { bookingsAdminRoutes as routes } from '@shared/api/bookings/admin-route-table';
import { bookingSettings } from '@shared/api/bookings/holds';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { bookingSettingsOf, saveBookingSettings } from './hold-settings';

/** The agency's booking settings (the hold length): read and changed by admins and owners, each change audited. */
export async function holdsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.bookingSettings, { config: { access: 'admin' }, schema: { response: bookingSettings } }, async () => bookingSettingsOf(ctx.db));

  serve(app, routes.saveBookingSettings, { config: { access: 'admin' }, schema: { body: bookingSettings, response: bookingSettings } }, async (request) =>
    saveBookingSettings(ctx.db, request.user!, request.body),
  );
}
