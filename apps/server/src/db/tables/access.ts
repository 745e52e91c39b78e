import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  accountRef,
  bigId,
  createdAt,
  initialStatus,
  ownedBy,
  paiseOrZero,
  serialId,
  singleUse,
  stamp,
} from './columns.js';

export const partners = pgTable('partners', {
  id: serialId(),
  brcode: text('brcode').notNull(),
  relationshipHandlerName: text('relationship_handler_name').notNull(),
  relationshipHandlerDesignation: text('relationship_handler_designation').notNull().default(''),
  partnerProfilePicture: text('partner_profile_picture').notNull().default(''),
  partnerCompName: text('partner_comp_name').notNull().default(''),
  partnerCompLogoUrl: text('partner_comp_logo_url').notNull().default(''),
  arn: text('arn').notNull().default(''),
  euin: text('euin').notNull().default(''),
  njCode: text('nj_code').notNull().default(''),
  captionProductBasket: text('caption_product_basket').notNull().default(''),
  productBasket: text('product_basket').notNull().default(''),
  contactList: jsonb('contact_list')
    .$type<{ mobileNo: string; emailId: string }[]>()
    .notNull()
    .default([]),
  mediaList: jsonb('media_list')
    .$type<{ mediaLink: string; mediaIconLink: string }[]>()
    .notNull()
    .default([]),
  state: text('state').notNull().default(''),
  city: text('city').notNull().default(''),
  expertise: text('expertise').notNull().default(''),
  experience: text('experience').notNull().default(''),
  qualification: text('qualification').notNull().default(''),
  /** ACTIVE, or TERMINATED: a terminated partner opens no new account. */
  status: text('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    njAcNo: text('nj_ac_no').notNull(),
    loginId: text('login_id'),
    ucc: text('ucc').notNull(),
    acCode: text('ac_code').notNull(),
    name: text('name').notNull(),
    accType: text('acc_type').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    pan: text('pan').notNull(),
    dob: date('dob').notNull(),
    gender: text('gender').notNull().default(''),
    address: text('address').notNull().default(''),
    dematAccNo: text('demat_acc_no').notNull().default(''),
    partnerId: integer('partner_id').references(() => partners.id),
    passwordHash: text('password_hash').notNull(),
    /** The password before the current one, refused as a new one (a temporary one is never kept). */
    previousPasswordHash: text('previous_password_hash'),
    pinHash: text('pin_hash'),
    /** The PIN before the current one, refused as a new one: the same history as passwords. */
    previousPinHash: text('previous_pin_hash'),
    passwordChangedAt: stamp('password_changed_at').notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordExpired: boolean('password_expired').notNull().default(false),
    isFromForgotPassword: boolean('is_from_forgot_password').notNull().default(false),
    panAadhaarSeedingPending: boolean('pan_aadhaar_seeding_pending').notNull().default(false),
    panAadhaarDeactive: boolean('pan_aadhaar_deactive').notNull().default(false),
    fatcaPending: boolean('fatca_pending').notNull().default(false),
    dpChargesPending: boolean('dp_charges_pending').notNull().default(false),
    dpChargesOptional: boolean('dp_charges_optional').notNull().default(false),
    rekycMandatory: boolean('rekyc_mandatory').notNull().default(false),
    /** Why the KRA asks for re-KYC (a code of the domain's rekycReasons), '' when not known. */
    rekycReason: text('rekyc_reason').notNull().default(''),
    /** The date the investor's KYC record at the KRA was last updated, when known. */
    kycUpdatedOn: date('kyc_updated_on'),
    askPersonalisedLogin: boolean('ask_personalised_login').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(true),
    dpChargesPaise: paiseOrZero('dp_charges_paise'),
    fatcaDeclaredAt: stamp('fatca_declared_at'),
    /** When the account was closed at the investor's request: it logs in and transacts no more. */
    closedAt: stamp('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_nj_ac_no_key').on(t.njAcNo),
    uniqueIndex('accounts_login_id_key').on(sql`lower(${t.loginId})`),
    uniqueIndex('accounts_ucc_key').on(t.ucc),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull(),
    accountId: ownedBy(accounts),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** FULL for a desk login; AUTHORISATION for a PIN or date-of-birth login that may only authorise. */
    kind: text('kind').notNull().default('FULL'),
    /** Post-login steps the investor put off for this session (Ask me Later). */
    deferredSteps: jsonb('deferred_steps').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: bigId(),
    loginKey: text('login_key').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** Kept only in sandbox mode, for the inspection path of DEMO-DATA.md. */
    answerPlain: text('answer_plain'),
    ...singleUse(),
  },
  (t) => [index('captchas_login_key_idx').on(t.loginKey, t.createdAt)],
);

export const otps = pgTable(
  'otps',
  {
    id: bigId(),
    /** Null for a decoy: an OTP "sent" to a login ID that names no account, so that the reply is the same. */
    accountId: accountRef(accounts),
    /** Whose OTPs these are: `account:<id>`, or `login:<method>:<login ID>` for a decoy. */
    holder: text('holder').notNull(),
    purpose: text('purpose').notNull(),
    /** The recovery request an OTP belongs to; empty for a login OTP. */
    requestRef: text('request_ref').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    wrongCount: integer('wrong_count').notNull().default(0),
    ...singleUse(),
  },
  (t) => [index('otps_holder_idx').on(t.holder, t.purpose, t.createdAt)],
);

export const recoveryRequests = pgTable('recovery_requests', {
  id: text('id').primaryKey(),
  accountId: ownedBy(accounts),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  verifiedAt: stamp('verified_at'),
  resetTicketHash: text('reset_ticket_hash'),
  ticketUsedAt: stamp('ticket_used_at'),
});

export const mappingRequests = pgTable('mapping_requests', {
  rid: text('rid').primaryKey(),
  accountId: ownedBy(accounts),
  action: text('action').notNull(),
  fromPartner: text('from_partner').notNull(),
  toPartner: text('to_partner').notNull(),
  status: initialStatus('PENDING'),
  requestedOn: date('requested_on').notNull(),
  decidedAt: stamp('decided_at'),
});

/**
 * Wrong answers to a secret check (password, captcha, OTP, date of birth, PIN) per subject: an
 * account, a login ID or PAN that names none, or a client address. One row per check and subject,
 * counted in a fixed window (packages/domain rules/attempt-limits.ts).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    checkName: text('check_name').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: stamp('window_started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkName, t.subject] })],
);

export type Partner = typeof partners.$inferSelect;

/** The holders of an account in order (F first, then S, T; G the guardian of a minor). */
export const accountHolders = pgTable(
  'account_holders',
  {
    accountId: ownedBy(accounts),
    role: text('role').notNull(),
    name: text('name').notNull(),
    pan: text('pan').notNull(),
    dob: date('dob').notNull(),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.role] })],
);
