import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, partners } from './access.js';
import {
  accountRef,
  bigId,
  createdAt,
  initialStatus,
  ownedBy,
  serialId,
  singleUse,
  stamp,
  timestamps,
} from './columns.js';

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
    id: serialId(),
    accountId: ownedBy(accounts),
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

/** The current display photo of an account; the file lives under DATA_DIR/uploads/photos. */
export const displayPhotos = pgTable(
  'display_photos',
  {
    accountId: accountRef(accounts).primaryKey(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: stamp('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('display_photos_file_key').on(t.fileName)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
    readAt: stamp('read_at'),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
);

/** Queries raised through help and support, each acknowledged with its reference number. */
export const helpQueries = pgTable(
  'help_queries',
  {
    id: bigId(),
    referenceNo: text('reference_no').notNull(),
    accountId: ownedBy(accounts),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: initialStatus('OPEN'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('help_queries_reference_key').on(t.referenceNo),
    index('help_queries_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Hand-overs to the online-trading host (spec 1 section 2.6, tiles 3 to 6): each signed token's id,
 * so the host's page accepts it once, before it expires.
 */
export const tradingHandoffs = pgTable(
  'trading_handoffs',
  {
    tokenId: text('token_id').primaryKey(),
    accountId: ownedBy(accounts),
    product: text('product').notNull(),
    option: text('option').notNull(),
    ...singleUse(),
  },
  (t) => [index('trading_handoffs_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * The desk's offers (spec 1 section 2.3, /transact/banner/banner?BI={id}&t={type}): each opens a
 * product option as a product login link names it, and runs from activeFrom to activeTo (India
 * dates of the business clock; no activeTo runs on).
 */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  prodType: text('prod_type').notNull(),
  subType: text('sub_type').notNull().default(''),
  /** para1..para5 of the product login, in order. */
  params: jsonb('params').$type<string[]>().notNull().default([]),
  activeFrom: date('active_from').notNull(),
  activeTo: date('active_to'),
  position: integer('position').notNull().default(0),
});

export type DisplayPhoto = typeof displayPhotos.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type HelpQueryRow = typeof helpQueries.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
