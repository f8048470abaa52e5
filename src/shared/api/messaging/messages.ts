import { z } from 'zod';
import { bodyId, paramId, text } from '../fields';
import { pageOf, pageQuery } from '../paging';

/**
 * Limits of team messaging (chosen so a message is a chat message, a history page
 * fills a screen, and a bulk mark-read covers what a person can have unread at once).
 */
export const MESSAGE_LIMITS = {
  bodyMax: 5_000,
  historyPageMax: 100,
  historyPageDefault: 50,
  markReadMax: 500,
  searchMax: 100,
} as const;

/** Which party of a thread a message comes from or goes to: the agency team, or the client. */
export const messageSide = z.enum(['team', 'client']);
export type MessageSide = z.infer<typeof messageSide>;

/**
 * A message plus when it was stored. senderId is the writing account's id for the team
 * and the client's id for the client (whoever writes for it: its guest, or an admin viewing as it);
 * recipientId is the client's id for the client, and for the team the account that last wrote in
 * the thread for the team (0 while none has: the whole team). The team shares one read state.
 * senderName is the account's name for the team (else 'Team Member {id}') and the client's
 * name for the client (else 'Client {id}').
 */
export const message = z.object({
  id: z.number(),
  threadId: z.number(),
  body: z.string(),
  isRead: z.boolean(),
  senderType: z.enum(['team', 'client']),
  senderId: z.number(),
  recipientType: z.enum(['client', 'team']),
  recipientId: z.number(),
  senderName: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** A thread between the team and one client, as the lists show it: unread for the caller's side, and the last message. */
export const threadSummary = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  clientSlug: z.string(),
  subject: z.string(),
  lastMessageAt: z.string(),
  /** Messages of the thread addressed to the caller's side and not read yet. */
  unreadCount: z.number(),
  lastMessage: message.nullable(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;

/**
 * GET /api/messages and GET /api/admin/messages answer: a page of threads, most recent first, and
 * how many messages addressed to the caller's side are unread in all the threads they may see (the sidebar badge).
 */
export const threadList = pageOf(threadSummary).extend({ unreadTotal: z.number() });
export type ThreadList = z.infer<typeof threadList>;

/** GET /api/messages query: paging. */
export const clientThreadsQuery = pageQuery;

/** GET /api/admin/messages query: paging, and optionally part of the client's name. */
export const teamThreadsQuery = pageQuery.extend({
  q: text().trim().max(MESSAGE_LIMITS.searchMax, `Search at most ${MESSAGE_LIMITS.searchMax} characters`).optional(),
});

/** GET /api/messages/threads/{threadId} path. */
export const threadParams = z.object({ threadId: paramId() });

/** GET /api/messages/threads/{threadId} query: the page of messages before the message `before` (the newest page without it). */
export const historyQuery = z.object({
  before: paramId('Invalid cursor').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_LIMITS.historyPageMax, `At most ${MESSAGE_LIMITS.historyPageMax} messages a page`)
    .default(MESSAGE_LIMITS.historyPageDefault),
});

/**
 * GET /api/messages/threads/{threadId} answer: the thread, and a page of its messages oldest first;
 * nextBefore is the cursor of the older page (null when this page reaches the first message).
 */
export const threadHistory = z.object({
  thread: threadSummary,
  items: z.array(message),
  nextBefore: z.number().nullable(),
});
export type ThreadHistory = z.infer<typeof threadHistory>;

/** POST /api/messages body: the text, and the thread to post in or the client whose thread to start or reuse (one of the two). */
export const sendMessageBody = z
  .object({
    body: text().trim().min(1, 'Enter a message').max(MESSAGE_LIMITS.bodyMax, `A message must be at most ${MESSAGE_LIMITS.bodyMax} characters`),
    threadId: bodyId('Invalid thread').optional(),
    clientId: bodyId('Invalid client').optional(),
  })
  .superRefine((value, issue) => {
    if (value.threadId === undefined && value.clientId === undefined) {
      issue.addIssue({ code: 'custom', path: ['threadId'], message: 'Choose a thread or a client' });
    } else if (value.threadId !== undefined && value.clientId !== undefined) {
      issue.addIssue({ code: 'custom', path: ['clientId'], message: 'Send either a thread or a client, not both' });
    }
  });

/** POST /api/messages/{id}/read path. */
export const messageParams = z.object({ id: paramId() });

/** POST /api/messages/read body: the messages to mark read. */
export const markReadBody = z.object({
  ids: z.array(bodyId()).min(1, 'List at least one message').max(MESSAGE_LIMITS.markReadMax, `At most ${MESSAGE_LIMITS.markReadMax} messages at once`),
});

/** Mark-read answers: the messages this call turned read (already read or not addressed to the caller's side: left out). */
export const markedRead = z.object({ messageIds: z.array(z.number()) });
export type MarkedRead = z.infer<typeof markedRead>;
