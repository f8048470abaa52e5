import { eq } from 'drizzle-orm';
import type { SessionUser } from '@shared/api/session-user';
import type { BookingSettings } from '@shared/api/bookings/holds';
import {
  CHALLENGE_HOURS,
  CHALLENGE_HOURS_SETTING,
  HOLD_HOURS,
  HOLD_HOURS_SETTING,
  RECONFIRM_HOURS,
  RECONFIRM_HOURS_SETTING,
} from '@shared/api/bookings/pipeline';
import type { Db, DbOrTx } from '@server/db/client';
import { settings } from '@server/db/schema';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { upsertSetting } from '@server/platform/settings';

const HOUR_MS = 60 * 60 * 1000;

/** A setting of whole hours: the stored value, or the bounds' default when unset or out of them. */
async function hoursSetting(db: DbOrTx, key: string, bounds: { default: number; min: number; max: number }): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const hours = Number(row?.value);
  return Number.isInteger(hours) && hours >= bounds.min && hours <= bounds.max ? hours : bounds.default;
}

/** The agency's hold length in hours: the stored setting, or HOLD_HOURS.default when unset or out of bounds. */
export const holdHoursOf = (db: DbOrTx): Promise<number> => hoursSetting(db, HOLD_HOURS_SETTING, HOLD_HOURS);

/** How many hours a challenged first hold's host has to confirm or release: the stored setting, or CHALLENGE_HOURS.default. */
export const challengeHoursOf = (db: DbOrTx): Promise<number> => hoursSetting(db, CHALLENGE_HOURS_SETTING, CHALLENGE_HOURS);

/** How many hours before a recording both sides are asked to reconfirm: the stored setting, or RECONFIRM_HOURS.default. */
export const reconfirmHoursOf = (db: DbOrTx): Promise<number> => hoursSetting(db, RECONFIRM_HOURS_SETTING, RECONFIRM_HOURS);

/** When a hold made at `now` runs out, and when its reminder is due (half-time). */
export async function holdTimes(db: DbOrTx, now: Date = new Date()): Promise<{ holdExpiresAt: Date; holdRemindAt: Date }> {
  const lengthMs = (await holdHoursOf(db)) * HOUR_MS;
  return { holdExpiresAt: new Date(now.getTime() + lengthMs), holdRemindAt: new Date(now.getTime() + lengthMs / 2) };
}

/** The agency's booking settings. */
export async function bookingSettingsOf(db: DbOrTx): Promise<BookingSettings> {
  const [holdHours, challengeHours, reconfirmHours] = await Promise.all([holdHoursOf(db), challengeHoursOf(db), reconfirmHoursOf(db)]);
  return { holdHours, challengeHours, reconfirmHours };
}

/** Stores the agency's hold length (holds made from now on), challenge deadline (challenges from now on) and reconfirmation lead time, audited with before and after. */
export async function saveBookingSettings(db: Db, user: SessionUser, next: BookingSettings): Promise<BookingSettings> {
  await auditedWrite(
    db,
    user,
    async (tx) => {
      const before = await bookingSettingsOf(tx);
      await upsertSetting(tx, HOLD_HOURS_SETTING, String(next.holdHours));
      await upsertSetting(tx, CHALLENGE_HOURS_SETTING, String(next.challengeHours));
      await upsertSetting(tx, RECONFIRM_HOURS_SETTING, String(next.reconfirmHours));
      return before;
    },
    (before) => ({
      action: 'booking-settings.update',
      targetType: 'setting',
      targetId: HOLD_HOURS_SETTING,
      details: { before, after: next },
    }),
  );
  return bookingSettingsOf(db);
}
