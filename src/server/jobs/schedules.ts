import type { FastifyInstance } from 'fastify';
import type { AppearanceListener } from '../features/directory/appearance-matching/appearance-listeners';
import type { FeedReadListener } from '../features/directory/feeds/feed-listeners';

/** A schedule a domain keeps: starting it answers the function that stops it. */
export type ScheduleStarter = () => () => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedules the domains keep, added by their index.ts; main.ts starts them (a test's app never does). */
    schedules: ScheduleStarter[];
    /** Who is told after each good read of a podcast feed: domains push theirs in their index.ts; the feeds job reads the list as it runs. */
    feedListeners: FeedReadListener[];
    /** Who is told of appearances just verified (release detection): domains push theirs in their index.ts. */
    appearanceListeners: AppearanceListener[];
  }
}

/** Gives the app its lists of schedules, of feed listeners and of verified-appearance listeners, for the domains to add theirs to. */
export function registerSchedules(app: FastifyInstance): void {
  app.decorate('schedules', []);
  app.decorate('feedListeners', []);
  app.decorate('appearanceListeners', []);
}

/** Starts every schedule of the domains, each stopped when the app closes. */
export function startSchedules(app: FastifyInstance): void {
  for (const start of app.schedules) {
    const stop = start();
    app.addHook('onClose', async () => stop());
  }
}
