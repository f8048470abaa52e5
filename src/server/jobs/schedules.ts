import type { FastifyInstance } from 'fastify';

/** A schedule a domain keeps: starting it answers the function that stops it. */
type ScheduleStarter = () => () => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** The schedules the domains keep, added by their index.ts; main.ts starts them (a test's app never does). */
    schedules: ScheduleStarter[];
  }
}

/** Gives the app its list of schedules, for the domains to add theirs to. */
export function registerSchedules(app: FastifyInstance): void {
  app.decorate('schedules', []);
}

/** Starts every schedule of the domains, each stopped when the app closes. */
export function startSchedules(app: FastifyInstance): void {
  for (const start of app.schedules) {
    const stop = start();
    app.addHook('onClose', async () => stop());
  }
}
