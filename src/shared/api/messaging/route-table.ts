import { route } from '../route';
import type { digestSettings } from './message-digest';
import type {
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
} from './messages';

/** The messaging domain's routes: team messaging and the unread-message digest's settings. */
export const messagingRoutes = {
  /** The client side's threads. */
  clientThreads: route<{ query: typeof clientThreadsQuery; response: typeof threadList }>('GET', '/api/messages'),
  /** The team side's threads, searched by client name. */
  teamThreads: route<{ query: typeof teamThreadsQuery; response: typeof threadList }>('GET', '/api/admin/messages'),
  /** A thread and a page of its messages. */
  threadHistory: route<{ params: typeof threadParams; query: typeof historyQuery; response: typeof threadHistory }>('GET', '/api/messages/threads/:threadId'),
  /** Sends a message into a thread, or into a client's one thread. */
  send: route<{ body: typeof sendMessageBody; response: typeof message }>('POST', '/api/messages'),
  /** Marks messages read. */
  markRead: route<{ body: typeof markReadBody; response: typeof markedRead }>('POST', '/api/messages/read'),
  /** Marks one message read. */
  markMessageRead: route<{ params: typeof messageParams; response: typeof markedRead }>('POST', '/api/messages/:id/read'),
  /** Marks a thread's messages read. */
  markThreadRead: route<{ params: typeof threadParams; response: typeof markedRead }>('POST', '/api/messages/threads/:threadId/read'),
  /** The signed-in user's digest settings. */
  digestSettings: route<{ response: typeof digestSettings }>('GET', '/api/messages/digest-settings'),
  /** Saves the signed-in user's digest settings. */
  saveDigestSettings: route<{ body: typeof digestSettings; response: typeof digestSettings }>('PUT', '/api/messages/digest-settings'),
};
