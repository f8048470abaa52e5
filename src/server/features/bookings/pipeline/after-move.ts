import type { BookingStatus } from '@shared/api/directory/profile-records';
import type { AppContext } from '@server/context';
import { updateInvitations } from '../calendar/calendar.service';
import { askForFeedback } from '../feedback/feedback.service';
import { partiesOf } from '../holds/booking-parties';
import { addPublishedAppearance, type PublishedAppearanceContext } from '../releases/published-appearance';
import type { Site } from '@server/platform/site';

/** A booking as a write hands it to the hook: its id, stage and time (each step reads anything else it needs itself). */
interface BookingRow {
  id: number;
  status: BookingStatus;
  scheduledFor?: Date | null;
}

/** What the steps after a move need: the database, the mailer, the site's name and the bus that tells the read caches. */
export type AfterMoveContext = Pick<AppContext, 'db' | 'mailer' | 'config'> & PublishedAppearanceContext;

/** One step run after a booking is written: whether it applies to this move, and what it does. */
interface AfterMoveStep {
  name: string;
  applies(move: BookingMove): boolean;
  run(ctx: AfterMoveContext, site: Site, move: BookingMove): Promise<void>;
}

/** A booking before a write (undefined: just created) and after it. */
interface BookingMove {
  before: BookingRow | undefined;
  after: BookingRow;
}

/** Whether this write moved the booking into `status` (created there, or moved from another stage). */
const movedInto = (move: BookingMove, status: BookingStatus) => move.after.status === status && move.before?.status !== status;

/**
 * Updates the calendar invitations of an edited booking (a new time, or cancelled), once any
 * was sent: the stored row is read again, and the fields the write did not hand over are the same before and after.
 */
async function updateCalendar(ctx: AfterMoveContext, site: Site, move: BookingMove): Promise<void> {
  const after = (await partiesOf(ctx.db, move.after.id))?.booking;
  if (after && move.before) await updateInvitations(ctx, site, { ...after, ...move.before }, after);
}

/** The steps after a booking's write, in order: each decides from the move whether it applies. */
const STEPS: AfterMoveStep[] = [
  // published: the episode joins the guest's podcast appearances (once, see addPublishedAppearance)
  {
    name: 'appearance',
    applies: (move) => movedInto(move, 'published'),
    run: async (ctx, _site, move) => void (await addPublishedAppearance(ctx, move.after.id)),
  },
  // published: the host is asked for feedback (once per booking, see askForFeedback)
  { name: 'feedback link', applies: (move) => movedInto(move, 'published'), run: (ctx, site, move) => askForFeedback(ctx, site, move.after.id) },
  // an edit of a booking whose invitation went out: the invitation follows it
  { name: 'calendar update', applies: (move) => move.before !== undefined, run: updateCalendar },
];

/**
 * Runs what follows a booking's write, after its transaction committed: each step that applies,
 * one after the other. A step's failure is logged and the next runs: the write stands.
 */
export async function afterBookingMove(ctx: AfterMoveContext, site: Site, move: BookingMove): Promise<void> {
  for (const step of STEPS) {
    if (!step.applies(move)) continue;
    try {
      await step.run(ctx, site, move);
    } catch (error) {
      site.log.error({ err: error, bookingId: move.after.id, step: step.name }, 'A step after a booking move failed; the move stands');
    }
  }
}
