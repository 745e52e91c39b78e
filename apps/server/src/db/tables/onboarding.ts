import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from './access.js';
import { bigId, createdAt, stamp, timestamps } from './columns.js';

const bigNumber = (name: string) => bigint(name, { mode: 'number' });

/** A person who logged in to register, by the mobile number or e-mail ID they verified. */
export const registrationLogins = pgTable(
  'registration_logins',
  {
    id: bigId(),
    /** MOBILE or EMAIL. */
    channel: text('channel').notNull(),
    /** The mobile number or the lower-cased e-mail ID. */
    loginValue: text('login_value').notNull(),
    createdAt: createdAt(),
    lastLoginAt: stamp('last_login_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_logins_value_key').on(t.channel, t.loginValue)],
);

/**
 * A registration session (kind SESSION) or the reference token of one application in it (kind
 * REFERENCE). Only the token's hash is kept; logout and expiry revoke the row at once.
 */
export const registrationSessions = pgTable(
  'registration_sessions',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull(),
    loginId: bigNumber('login_id').notNull(),
    /** For a reference token, the session it was issued in. */
    sessionId: bigNumber('session_id'),
    refNo: text('ref_no'),
    origin: text('origin').notNull(),
    /** The partner a partner link named, when the login came through one. */
    partnerId: integer('partner_id').references(() => partners.id),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
  },
  (t) => [
    uniqueIndex('registration_sessions_token_key').on(t.tokenHash),
    index('registration_sessions_session_idx').on(t.sessionId),
  ],
);

/** A centre (branch) that may assist an account opening. */
export const registrationCentres = pgTable('registration_centres', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
});

/** A link a partner gives a client to register under the partner (the dclogin routes). */
export const partnerLinks = pgTable('registration_partner_links', {
  refNo: text('ref_no').primaryKey(),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  createdAt: createdAt(),
});

/** One account-opening application, saved at every step. */
export const registrationApplications = pgTable(
  'registration_applications',
  {
    refNo: text('ref_no').primaryKey(),
    loginId: bigNumber('login_id').notNull(),
    origin: text('origin').notNull(),
    /** EW or EMF. */
    accountType: text('account_type').notNull(),
    formType: text('form_type').notNull().default('2'),
    centreCode: text('centre_code'),
    partnerId: integer('partner_id').references(() => partners.id),
    holdingMode: text('holding_mode'),
    taxStatus: text('tax_status'),
    minor: boolean('minor').notNull().default(false),
    screenId: text('screen_id').notNull(),
    /** The KYC source found per holder role, as the KYC screens decided it. */
    kyc: jsonb('kyc').$type<Record<string, string>>().notNull().default({}),
    /** IN_PROCESS, then the part-2 and review states. */
    status: text('status').notNull().default('IN_PROCESS'),
    ...timestamps(),
  },
  (t) => [index('registration_applications_login_idx').on(t.loginId, t.updatedAt)],
);

/** A holder of an application: F, S, T or G. */
export const registrationHolders = pgTable(
  'registration_holders',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => registrationApplications.refNo, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    pan: text('pan'),
    dob: date('dob'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    mobile: text('mobile'),
    email: text('email'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileFamilyDecl: text('mobile_family_decl'),
    emailFamilyDecl: text('email_family_decl'),
    relationWithMinor: text('relation_with_minor'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.role] })],
);

/** What a step's form saved for one holder (or for the application, role F). */
export const registrationStepData = pgTable(
  'registration_step_data',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => registrationApplications.refNo, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    stepKey: text('step_key').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    savedAt: stamp('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.role, t.stepKey] })],
);

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A file an application holds: a holder's live photo, a document, a signature, the generated
 * form. Kept as bytes with the type its content was recognised as, one per holder, kind and type.
 */
export const registrationFiles = pgTable(
  'registration_files',
  {
    refNo: text('ref_no')
      .notNull()
      .references(() => registrationApplications.refNo, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** PHOTO, DOCUMENT, SIGNATURE or FORM. */
    kind: text('kind').notNull(),
    /** What the file is: PAN, BANK_PROOF, a signature label, the e-signed form, a nominee's proof. */
    docType: text('doc_type').notNull(),
    fileName: text('file_name').notNull(),
    /** The media type the content was recognised as (by its bytes, not its name). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.refNo, t.role, t.kind, t.docType] })],
);

export type RegistrationApplicationRow = typeof registrationApplications.$inferSelect;
export type RegistrationHolderRow = typeof registrationHolders.$inferSelect;
export type RegistrationSessionRow = typeof registrationSessions.$inferSelect;
export type RegistrationFileRow = typeof registrationFiles.$inferSelect;
