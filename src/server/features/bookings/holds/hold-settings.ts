import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/api/session-user';
import type { BookingSettings } from '@shared/api/bookings/holds';
import { HOLD_HOURS, HOLD_HOURS_SETTING } from '@shared/api/bookings/pipeline';
import type { Db, DbOrTx } from '@server/db/client';
import { settings } from '@server/db/schema';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { upsertSetting } from '@server/platform/settings';

const HOUR_MS = 60 * 60 * 1000;

/** The agency's hold length in hours: the stored setting, or HOLD_HOURS.default when unset or out of bounds. */
export async function holdHoursOf(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, HOLD_HOURS_SETTING));
  const hours = Number(row?.value);
  return Number.isInteger(hours) && hours >= HOLD_HOURS.min && hours <= HOLD_HOURS.max ? hours : HOLD_HOURS.default;
}

/** When a hold made at `now` runs out, and when its reminder is due (half-time). */
export async function holdTimes(db: DbOrTx, now: Date = new Date()): Promise<{ holdExpiresAt: Date; holdRemindAt: Date }> {
  const lengthMs = (await holdHoursOf(db)) * HOUR_MS;
  return { holdExpiresAt: new Date(now.getTime() + lengthMs), holdRemindAt: new Date(now.getTime() + lengthMs / 2) };
}

/** The agency's booking settings. */
export async function bookingSettingsOf(db: DbOrTx): Promise<BookingSettings> {
  return { holdHours: await holdHoursOf(db) };
}

/** Stores the agency's hold length (holds made from now on), audited with before and after. */
export async function saveBookingSettings(db: Db, user: SessionUser, next: BookingSettings): Promise<BookingSettings> {
  await auditedWrite(
    db,
    user,
    async (tx) => {
      const before = await holdHoursOf(tx);
      await upsertSetting(tx, HOLD_HOURS_SETTING, String(next.holdHours));
      return before;
    },
    (before) => ({
      action: 'booking-settings.update',
      targetType: 'setting',
      targetId: HOLD_HOURS_SETTING,
      details: { before: { holdHours: before }, after: next },
    }),
  );
  return bookingSettingsOf(db);
}
