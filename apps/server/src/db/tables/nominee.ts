import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import {
  accountRef,
  bigId,
  bigRef,
  completion,
  createdAt,
  initialStatus,
  ownedBy,
  serialId,
  stamp,
  status,
  timestamps,
  updatedAt,
} from './columns.js';

/** An address as a nominee or guardian address screen saves it. */
export interface NomineeAddressRecord {
  same: 'Y' | 'N';
  add1: string;
  add2: string;
  add3: string;
  countryId: string;
  stateId: string;
  cityId: string;
  pincode: string;
}

/** A guardian of a minor nominee, as the guardian screen saves it. */
export interface NomineeGuardianRecord {
  fName: string;
  mName: string;
  lName: string;
  dob: string;
  relation: string;
  relationOther: string;
  idType: string;
  idNo: string;
  isd: string;
  mobile: string;
  email: string;
}

/** The account's nomination preference and opt-out, as last signed ('NA' until one is). */
export const nomineeAccounts = pgTable('nominee_accounts', {
  accountId: accountRef(accounts).primaryKey(),
  preference: text('preference').notNull().default('NA'),
  optedOut: boolean('opted_out').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A nominee change request: DRAFT while the wizard runs, SUBMITTED once the form is accepted for
 * signing, then SIGNED or CANCELLED. `version` moves on every change, so a signature can be tied to
 * the exact form that was shown.
 */
export const nomineeRequests = pgTable(
  'nominee_requests',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    action: text('action').notNull(),
    status: initialStatus('DRAFT'),
    screenNo: text('screen_no').notNull(),
    nomiNum: integer('nomi_num').notNull().default(0),
    totalNomi: integer('total_nomi').notNull().default(0),
    isFromTransact: boolean('is_from_transact').notNull().default(false),
    preference: text('preference').notNull().default(''),
    resiSecFlag: text('resi_sec_flag').notNull().default(''),
    signMode: text('sign_mode').notNull().default('E'),
    version: integer('version').notNull().default(1),
    submittedVersion: integer('submitted_version'),
    consents: jsonb('consents')
      .$type<{ consentId: string; consentDesc: string }[]>()
      .notNull()
      .default([]),
    ...timestamps(),
    closedAt: stamp('closed_at'),
  },
  (t) => [
    // One open request per account: a second tab resumes it rather than starting another.
    uniqueIndex('nominee_requests_open_key')
      .on(t.accountId)
      .where(sql`${t.status} in ('DRAFT', 'SUBMITTED')`),
    index('nominee_requests_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** The request a row belongs to; the row is deleted with it. */
const requestRef = () => bigRef('request_id', () => nomineeRequests.id, { onDelete: 'cascade' });

/** The nominees of a request, one row per nominee number (1 to 3). */
export const nomineeDrafts = pgTable(
  'nominee_drafts',
  {
    id: serialId(),
    requestId: requestRef(),
    nomineeNo: integer('nominee_no').notNull(),
    fName: text('f_name').notNull().default(''),
    mName: text('m_name').notNull().default(''),
    lName: text('l_name').notNull().default(''),
    dob: date('dob'),
    relation: text('relation').notNull().default(''),
    relationOther: text('relation_other').notNull().default(''),
    idType: text('id_type').notNull().default(''),
    idNo: text('id_no').notNull().default(''),
    isd: text('isd').notNull().default('91'),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    detailsSaved: boolean('details_saved').notNull().default(false),
    address: jsonb('address').$type<NomineeAddressRecord>(),
    guardian: jsonb('guardian').$type<NomineeGuardianRecord>(),
    guardianAddress: jsonb('guardian_address').$type<NomineeAddressRecord>(),
    sharePercent: integer('share_percent'),
  },
  (t) => [uniqueIndex('nominee_drafts_request_no_key').on(t.requestId, t.nomineeNo)],
);

/**
 * How a submitted request is being signed: an OTP (INITIAL, REGENERATED, VERIFIED) or an Aadhaar
 * e-sign (PENDING, SIGNED) with the transaction the e-sign service returns to.
 */
export const nomineeSignings = pgTable(
  'nominee_signings',
  {
    id: bigId(),
    requestId: requestRef(),
    mode: text('mode').notNull(),
    status: status(),
    version: integer('version').notNull(),
    otpRefId: text('otp_ref_id').notNull().default(''),
    otpHash: text('otp_hash').notNull().default(''),
    wrongCount: integer('wrong_count').notNull().default(0),
    sendCount: integer('send_count').notNull().default(0),
    lastSentAt: stamp('last_sent_at'),
    expiresAt: stamp('expires_at'),
    esignTxnId: text('esign_txn_id').notNull().default(''),
    tncLang: text('tnc_lang').notNull().default(''),
    ...completion(),
  },
  (t) => [
    uniqueIndex('nominee_signings_request_key').on(t.requestId),
    index('nominee_signings_esign_idx').on(t.esignTxnId),
  ],
);

export const nominees = pgTable(
  'nominees',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    nomineeNo: integer('nominee_no').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2 }).notNull(),
    dob: date('dob').notNull(),
    guardianName: text('guardian_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('nominees_account_no_key').on(t.accountId, t.nomineeNo)],
);

export type NomineeRequest = typeof nomineeRequests.$inferSelect;
export type NomineeDraft = typeof nomineeDrafts.$inferSelect;
export type NomineeSigning = typeof nomineeSignings.$inferSelect;
