import type { FastifyInstance } from 'fastify';
import * as contract from '@shared/api/messaging/messages';
import { messagingRoutes as routes } from '@shared/api/messaging/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { MESSAGE_SEND_LIMIT } from '@server/plugins/rate-limits';
import * as service from './messages.service';

/**
 * Team messaging over REST: the thread lists of each side, a thread's paginated history, sending,
 * and marking read. The routes let in any signed-in user; the service decides by the caller's side
 * (client or team, see messages.service.ts) and answers 404 for threads and messages not theirs.
 */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { access: 'authenticated' as const };

  serve(app, routes.clientThreads, { config: signedIn, schema: { query: contract.clientThreadsQuery, response: contract.threadList } }, async (request) =>
    service.listClientThreads(ctx, request.user!, request.query),
  );

  serve(app, routes.teamThreads, { config: signedIn, schema: { query: contract.teamThreadsQuery, response: contract.threadList } }, async (request) =>
    service.listTeamThreads(ctx, request.user!, request.query),
  );

  serve(
    app,
    routes.threadHistory,
    { config: signedIn, schema: { params: contract.threadParams, query: contract.historyQuery, response: contract.threadHistory } },
    async (request) => service.threadHistory(ctx, request.user!, request.params.threadId, request.query),
  );

  serve(
    app,
    routes.send,
    { config: { ...signedIn, rateLimit: MESSAGE_SEND_LIMIT }, status: 201, schema: { body: contract.sendMessageBody, response: contract.message } },
    async (request) => service.sendMessage(ctx, request.user!, request.body),
  );

  serve(app, routes.markRead, { config: signedIn, schema: { body: contract.markReadBody, response: contract.markedRead } }, async (request) => ({
    messageIds: await service.markMessagesRead(ctx, request.user!, request.body.ids),
  }));

  serve(app, routes.markMessageRead, { config: signedIn, schema: { params: contract.messageParams, response: contract.markedRead } }, async (request) => ({
    messageIds: await service.markMessageRead(ctx, request.user!, request.params.id),
  }));

  serve(app, routes.markThreadRead, { config: signedIn, schema: { params: contract.threadParams, response: contract.markedRead } }, async (request) => ({
    messageIds: await service.markThreadRead(ctx, request.user!, request.params.threadId),
  }));
}
