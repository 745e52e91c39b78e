import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, initialStatus, ownedBy, stamp, timestamps } from './columns.js';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An investor's request to close the wealth account (spec 2 sections 2.4 and 5.6): DRAFT while it
 * is filled in, SUBMITTED for signing, SIGNED (the account is closed) or CANCELLED. One account has
 * at most one open (DRAFT or SUBMITTED) request.
 */
export const closureRequests = pgTable(
  'closure_requests',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    status: initialStatus('DRAFT'),
    reasonCode: text('reason_code').notNull(),
    remarks: text('remarks').notNull().default(''),
    dpId: text('dp_id').notNull(),
    boId: text('bo_id').notNull(),
    transferHoldings: boolean('transfer_holdings').notNull(),
    targetDpId: text('target_dp_id').notNull().default(''),
    targetClientId: text('target_client_id').notNull().default(''),
    /** The other participant's digitally signed client master report (a PDF), when transferring. */
    cmrFileName: text('cmr_file_name').notNull().default(''),
    cmrPdf: bytes('cmr_pdf'),
    /** The common name of the certificate the client master report's verified signature is by. */
    cmrSigner: text('cmr_signer').notNull().default(''),
    language: text('language').notNull(),
    /** E (Aadhaar e-sign) or O (OTP), chosen when the request is submitted; '' before. */
    signMode: text('sign_mode').notNull().default(''),
    /** Bumped by every change, so that a signature is of the version submitted and no other. */
    version: integer('version').notNull().default(1),
    submittedVersion: integer('submitted_version'),
    esignTxnId: text('esign_txn_id'),
    tncLang: text('tnc_lang').notNull().default(''),
    /** The reference the OTPs of this signing share. */
    otpRefId: text('otp_ref_id'),
    ...timestamps(),
    submittedAt: stamp('submitted_at'),
    signedAt: stamp('signed_at'),
    cancelledAt: stamp('cancelled_at'),
  },
  (t) => [
    index('closure_requests_account_idx').on(t.accountId),
    uniqueIndex('closure_requests_open_key')
      .on(t.accountId)
      .where(sql`${t.status} in ('DRAFT', 'SUBMITTED')`),
    uniqueIndex('closure_requests_esign_txn_key').on(t.esignTxnId),
  ],
);
