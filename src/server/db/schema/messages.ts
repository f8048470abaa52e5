import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/** A conversation between a client and the team. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_client_idx').on(t.clientId, t.lastMessageAt)],
);

/** One message in a thread. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    senderType: text('sender_type', { enum: ['team', 'client'] }).notNull(),
    senderId: integer('sender_id').notNull(),
    recipientType: text('recipient_type', { enum: ['client', 'team'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_recipient_unread_idx').on(t.recipientType, t.recipientId, t.isRead),
  ],
);
