import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
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
  createdAt: createdAt(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
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
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordExpired: boolean('password_expired').notNull().default(false),
    isFromForgotPassword: boolean('is_from_forgot_password').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    panAadhaarSeedingPending: boolean('pan_aadhaar_seeding_pending').notNull().default(false),
    panAadhaarDeactive: boolean('pan_aadhaar_deactive').notNull().default(false),
    fatcaPending: boolean('fatca_pending').notNull().default(false),
    dpChargesPending: boolean('dp_charges_pending').notNull().default(false),
    dpChargesOptional: boolean('dp_charges_optional').notNull().default(false),
    rekycMandatory: boolean('rekyc_mandatory').notNull().default(false),
    askPersonalisedLogin: boolean('ask_personalised_login').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(true),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_account_idx').on(t.accountId, t.at)],
);

export const schemes = pgTable(
  'schemes',
  {
    schemeCode: integer('scheme_code').primaryKey(),
    isinGrowth: text('isin_growth'),
    isinReinvest: text('isin_reinvest'),
    name: text('name').notNull(),
    amc: text('amc').notNull(),
    structure: text('structure').notNull(),
    category: text('category').notNull(),
    subType: text('sub_type').notNull(),
    schemeType: text('scheme_type').notNull(),
    plan: text('plan').notNull(),
    option: text('option').notNull(),
    latestNav: numeric('latest_nav'),
    latestNavDate: date('latest_nav_date'),
    /** False once the newest NAVAll file no longer lists the scheme (merged or wound up). */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schemes_type_idx').on(t.schemeType, t.plan), index('schemes_amc_idx').on(t.amc)],
);

export const navHistory = pgTable(
  'nav_history',
  {
    schemeCode: integer('scheme_code').notNull(),
    navDate: date('nav_date').notNull(),
    nav: numeric('nav').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeCode, t.navDate] })],
);

export const amfiImports = pgTable(
  'amfi_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    kind: text('kind').notNull(),
    rows: integer('rows').notNull(),
    skipped: integer('skipped').notNull().default(0),
    /** The date a NAVAll file is for (its most common NAV date): which file is the newest. */
    navDate: date('nav_date'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('amfi_imports_sha256_key').on(t.sha256)],
);
