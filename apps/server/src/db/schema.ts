import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
    pinHash: text('pin_hash'),
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
    dpChargesPaise: bigint('dp_charges_paise', { mode: 'number' }).notNull().default(0),
    fatcaDeclaredAt: timestamp('fatca_declared_at', { withTimezone: true }),
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

export const captchas = pgTable(
  'captchas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loginKey: text('login_key').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** Kept only in sandbox mode, for the inspection path of DEMO-DATA.md. */
    answerPlain: text('answer_plain'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_login_key_idx').on(t.loginKey, t.createdAt)],
);

export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull(),
    /** The recovery request an OTP belongs to; empty for a login OTP. */
    requestRef: text('request_ref').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    wrongCount: integer('wrong_count').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otps_account_idx').on(t.accountId, t.purpose, t.createdAt)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_account_idx').on(t.accountId, t.id),
  ],
);

export const recoveryRequests = pgTable('recovery_requests', {
  id: text('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  resetTicketHash: text('reset_ticket_hash'),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
});

export const providerRequests = pgTable(
  'provider_requests',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('provider_requests_account_idx').on(t.accountId, t.kind, t.status)],
);

export const mappingRequests = pgTable('mapping_requests', {
  rid: text('rid').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  action: text('action').notNull(),
  fromPartner: text('from_partner').notNull(),
  toPartner: text('to_partner').notNull(),
  status: text('status').notNull().default('PENDING'),
  requestedOn: date('requested_on').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** The desk menu (spec 1 section 3): a tree of up to four levels, served as XML and as JSON. */
export const menuItems = pgTable(
  'menu_items',
  {
    menuId: integer('menu_id').primaryKey(),
    parentMenuId: integer('parent_menu_id').references((): AnyPgColumn => menuItems.menuId),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    /** IS_IN_PRIMARY; meaningful at levels 1 and 2. */
    isInPrimary: boolean('is_in_primary').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /** 'Z' plus the letters of the desks that show the item (P, D, C, E). */
    access: text('access').notNull().default('ZPDCE'),
  },
  (t) => [index('menu_items_parent_idx').on(t.parentMenuId, t.position)],
);

/** Account codes an investor may also see on the desk (a family member's), beside their own. */
export const linkedAccountCodes = pgTable(
  'linked_account_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    acCode: text('ac_code').notNull(),
    ucc: text('ucc').notNull(),
    holderName: text('holder_name').notNull(),
    relation: text('relation').notNull(),
    /** The family member's partner, when not the investor's own. */
    partnerId: integer('partner_id').references(() => partners.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('linked_account_codes_key').on(t.accountId, t.acCode)],
);

/** What the header's search box can jump to, with help text and help documents. */
export const searchModules = pgTable('search_modules', {
  moduleId: integer('module_id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  helpText: text('help_text').notNull().default(''),
  helpFiles: jsonb('help_files')
    .$type<{ fileName: string; fileUrl: string }[]>()
    .notNull()
    .default([]),
  active: boolean('active').notNull().default(true),
});

export const nominees = pgTable(
  'nominees',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
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

/** The current display photo of an account; the file lives under DATA_DIR/uploads/photos. */
export const displayPhotos = pgTable(
  'display_photos',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('display_photos_file_key').on(t.fileName)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
);

/** Queries raised through help and support, each acknowledged with its reference number. */
export const helpQueries = pgTable(
  'help_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceNo: text('reference_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_queries_reference_key').on(t.referenceNo),
    index('help_queries_account_idx').on(t.accountId, t.createdAt),
  ],
);
export * from './tables/nominee.js';
