import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { accountRef, bigId, stamp } from './columns.js';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigId(),
    accountId: accountRef(accounts),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [index('audit_events_account_idx').on(t.accountId, t.at)],
);
