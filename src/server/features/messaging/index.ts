import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { scheduleMessageDigest } from './message-digest/digest-schedule';
import { messageDigestRoutes } from './message-digest/message-digest.routes';
import { messagesRoutes } from './messages/messages.routes';
import { messagesSocket } from './messages/messages.socket';

/** The messaging domain: conversations between a client's people and the team, live on sockets, and the unread digest and its schedule. */
export async function registerMessaging(app: FastifyInstance, ctx: AppContext): Promise<void> {
  messagesSocket(ctx, app.log);
  app.schedules.push(() => scheduleMessageDigest(ctx.db, ctx.config, ctx.mailer, app.log, ctx.metrics));
  for (const routes of [messagesRoutes, messageDigestRoutes]) await routes(app, ctx);
}
