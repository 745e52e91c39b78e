import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, createdAt, initialStatus, ownedBy, stamp } from './columns.js';

/**
 * A transaction a partner placed for the client's authorisation: PENDING until the client
 * authorises it (AUTHORISING while it is being placed, then AUTHORISED) or rejects it (REJECTED).
 * It expires at expires_at while still pending. The placement is kept as entered and parsed again
 * when the client authorises, so the same rules apply as to the investor's own orders.
 */
export const placedTrxns = pgTable(
  'placed_trxns',
  {
    id: bigId(),
    /** The reference shown to the client as Ref. No ('TA' and digits). */
    trxnId: text('trxn_id').notNull(),
    accountId: ownedBy(accounts),
    trnType: text('trn_type').notNull(),
    /** The ZPlacedTrxn input, amounts as rupee text. */
    placement: jsonb('placement').$type<Record<string, unknown>>().notNull(),
    /** The ZPlacedPayment the partner filled in (purchase types), or null. */
    payment: jsonb('payment').$type<Record<string, string>>(),
    partnerCode: text('partner_code').notNull().default(''),
    partnerName: text('partner_name').notNull().default(''),
    partnerArn: text('partner_arn').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** PENDING, AUTHORISING, AUTHORISED or REJECTED; a pending one past expires_at is expired. */
    status: initialStatus('PENDING'),
    isMars: boolean('is_mars').notNull().default(false),
    marsId: text('mars_id').notNull().default(''),
    marsTarNo: text('mars_tar_no').notNull().default(''),
    /** The placing side's idempotency key (the demo seed's), when it gave one. */
    placementKey: text('placement_key'),
    placedAt: stamp('placed_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    /** When an authorisation attempt claimed it; a claim left by a crash is taken over later. */
    claimedAt: stamp('claimed_at'),
    decidedAt: stamp('decided_at'),
    /** The sessionId of the onAuthorize that claimed it: a repeat with it answers the same result. */
    decisionKey: text('decision_key'),
    /** The authorisation result (TAuthorisationResult) once authorised. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Set once authorised or rejected: its links open nothing more. */
    linkSpent: boolean('link_spent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('placed_trxns_trxn_id_key').on(t.trxnId),
    uniqueIndex('placed_trxns_placement_key')
      .on(t.placementKey)
      .where(sql`${t.placementKey} is not null`),
    uniqueIndex('placed_trxns_mars_tar_no_key')
      .on(t.marsTarNo)
      .where(sql`${t.marsTarNo} <> ''`),
    index('placed_trxns_account_idx').on(t.accountId, t.status, t.expiresAt),
  ],
);
