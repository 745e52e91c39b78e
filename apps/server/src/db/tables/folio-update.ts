import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, createdAt, ownedBy, stamp, status } from './columns.js';
import { folios } from './portfolio.js';

/**
 * A request to change a folio's mobile or e-mail at the registrar. OTP_PENDING until the investor
 * confirms the new value by its OTP (SUPERSEDED when a new change replaces it first), then PENDING
 * with the registrar, which makes it COMPLETED or REJECTED.
 */
export const folioContactRequests = pgTable(
  'folio_contact_requests',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    /** MOBILE or EMAIL. */
    changeType: text('change_type').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    /** Whose contact the new value is (a relation code), declared with the consent. */
    relation: text('relation'),
    status: status(),
    createdAt: createdAt(),
    submittedAt: stamp('submitted_at'),
    completedAt: stamp('completed_at'),
    /** The registrar's reason, when it rejected the change. */
    registrarReason: text('registrar_reason').notNull().default(''),
  },
  (t) => [
    index('folio_contact_requests_account_idx').on(t.accountId, t.createdAt),
    // One change per folio with the registrar at a time.
    uniqueIndex('folio_contact_requests_pending_key')
      .on(t.folioNo)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** The sandbox registrar's record of the contact changes it received, and what it decided. */
export const sandboxRegistrarContactChanges = pgTable('sandbox_registrar_contact_changes', {
  ref: text('ref').primaryKey(),
  njAcNo: text('nj_ac_no').notNull(),
  folioNo: text('folio_no').notNull(),
  amc: text('amc').notNull(),
  /** MOBILE or EMAIL. */
  field: text('field').notNull(),
  newValue: text('new_value').notNull(),
  /** PENDING, COMPLETED or REJECTED. */
  status: text('status').notNull(),
  reason: text('reason').notNull().default(''),
  receivedAt: stamp('received_at').notNull(),
  decidedAt: stamp('decided_at'),
});
