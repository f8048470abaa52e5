import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientThreadsQuery,
  historyQuery,
  markedRead,
  markReadBody,
  message,
  messageParams,
  sendMessageBody,
  teamThreadsQuery,
  threadHistory,
  threadList,
  threadParams,
} from '../../../../shared/api/messaging/messages';
import type { AppContext } from '../../../context';
import { MESSAGE_SEND_LIMIT } from '../../../plugins/rate-limits';
import * as service from './messages.service';

/**
 * Team messaging over REST: the thread lists of each side, a thread's paginated history, sending,
 * and marking read. The routes let in any signed-in user; the service decides by the caller's side
 * (client or team, see messages.service.ts) and answers 404 for threads and messages not theirs.
 */
export async function messagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'authenticated' as const };

  r.get(
    '/api/messages',
    { config: signedIn, schema: { querystring: clientThreadsQuery, response: { 200: threadList } } },
    async (request) => service.listClientThreads(ctx, request.user!, request.query),
  );

  r.get(
    '/api/admin/messages',
    { config: signedIn, schema: { querystring: teamThreadsQuery, response: { 200: threadList } } },
    async (request) => service.listTeamThreads(ctx, request.user!, request.query),
  );

  r.get(
    '/api/messages/threads/:threadId',
    { config: signedIn, schema: { params: threadParams, querystring: historyQuery, response: { 200: threadHistory } } },
    async (request) => service.threadHistory(ctx, request.user!, request.params.threadId, request.query),
  );

  r.post(
    '/api/messages',
    { config: { ...signedIn, rateLimit: MESSAGE_SEND_LIMIT }, schema: { body: sendMessageBody, response: { 201: message } } },
    async (request, reply) => reply.status(201).send(await service.sendMessage(ctx, request.user!, request.body)),
  );

  r.post(
    '/api/messages/read',
    { config: signedIn, schema: { body: markReadBody, response: { 200: markedRead } } },
    async (request) => ({ messageIds: await service.markMessagesRead(ctx, request.user!, request.body.ids) }),
  );

  r.post(
    '/api/messages/:id/read',
    { config: signedIn, schema: { params: messageParams, response: { 200: markedRead } } },
    async (request) => ({ messageIds: await service.markMessageRead(ctx, request.user!, request.params.id) }),
  );

  r.post(
    '/api/messages/threads/:threadId/read',
    { config: signedIn, schema: { params: threadParams, response: { 200: markedRead } } },
    async (request) => ({ messageIds: await service.markThreadRead(ctx, request.user!, request.params.threadId) }),
  );
}
