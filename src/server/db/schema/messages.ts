import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { belongsTo, createdAtColumn } from './columns';

/** A conversation between a client and the team. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    clientId: belongsTo('client_id', () => clients.id),
    subject: text('subject').notNull().default(''),
    createdAt: createdAtColumn(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_client_idx').on(t.clientId, t.lastMessageAt)],
);

/** One message in a thread. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    threadId: belongsTo('thread_id', () => messageThreads.id),
    body: text('body').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    senderType: text('sender_type', { enum: ['team', 'client'] }).notNull(),
    senderId: integer('sender_id').notNull(),
    recipientType: text('recipient_type', { enum: ['client', 'team'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    createdAt: createdAtColumn(),
    /** When an unread-message digest email covered this message (null: not yet; each message is in at most one digest). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_recipient_unread_idx').on(t.recipientType, t.recipientId, t.isRead),
    index('messages_digest_due_idx').on(t.createdAt).where(sql`${t.isRead} = false and ${t.emailedAt} is null`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The table `@socket.io/postgres-adapter` keeps payloads too large for NOTIFY in (STACK-NOTES.md);
 * only used with DATABASE_URL (several app nodes), created everywhere so both databases have one schema.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
