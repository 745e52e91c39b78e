import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { accountRef, bigId, createdAt, initialStatus, stamp } from './columns.js';

export const outbox = pgTable(
  'outbox',
  {
    id: bigId(),
    accountId: accountRef(accounts),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: initialStatus('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    sentAt: stamp('sent_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_account_idx').on(t.accountId, t.id),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;
