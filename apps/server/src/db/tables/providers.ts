import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { completion, initialStatus, ownedBy, paiseOrZero, updatedAt } from './columns.js';

export const providerRequests = pgTable(
  'provider_requests',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    accountId: ownedBy(accounts),
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

/**
 * The sandbox e-sign's signings for an applicant who has no desk account yet (the account-opening
 * form): the application, the mobile the Aadhaar OTP goes to, and whether it was signed.
 */
export const sandboxEsignApplicants = pgTable('sandbox_esign_applicants', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  refNo: text('ref_no').notNull(),
  mobile: text('mobile').notNull(),
  signerName: text('signer_name').notNull(),
  status: initialStatus('PENDING'),
  ...completion(),
});
