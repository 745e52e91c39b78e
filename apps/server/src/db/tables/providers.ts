import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { accountRef, completion, initialStatus, paiseOrZero, updatedAt } from './columns.js';

export const providerRequests = pgTable(
  'provider_requests',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    /** The investor account the step is for; null for an account-opening application's step. */
    accountId: accountRef(accounts),
    /** The account-opening application the step is for, when it is not an investor's. */
    refNo: text('ref_no'),
    amountPaise: paiseOrZero('amount_paise'),
    status: initialStatus('PENDING'),
    ...completion(),
  },
  (t) => [index('provider_requests_account_idx').on(t.accountId, t.kind, t.status)],
);

/**
 * The sandbox's business clock, one row: the offset every instance adds to the wall clock, and the
 * SANDBOX_DATE it was started from (a new setting starts it again).
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  anchorDate: date('anchor_date').notNull(),
  updatedAt: updatedAt(),
});
