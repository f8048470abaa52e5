import { eq } from 'drizzle-orm';
import { HOLD_HOURS, HOLD_HOURS_SETTING } from '../../../../shared/api/bookings/pipeline';
import type { DbOrTx } from '../../../db/client';
import { settings } from '../../../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** The agency's hold length in hours (the settings row, HOLD_HOURS.default when unset or out of bounds). */
export async function holdHoursOf(db: DbOrTx): Promise<number> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, HOLD_HOURS_SETTING));
  const hours = Number(rows[0]?.value);
  return Number.isInteger(hours) && hours >= HOLD_HOURS.min && hours <= HOLD_HOURS.max ? hours : HOLD_HOURS.default;
}

/** A hold's clock from `now`: when it runs out, and when whoever it waits on is reminded (half-time). */
export async function holdClock(db: DbOrTx, now = new Date()): Promise<{ hours: number; holdExpiresAt: Date; holdRemindAt: Date }> {
  const hours = await holdHoursOf(db);
  return { hours, holdExpiresAt: new Date(now.getTime() + hours * HOUR_MS), holdRemindAt: new Date(now.getTime() + (hours * HOUR_MS) / 2) };
}
