import {
  type AnyPgColumn,
  bigint,
  bigserial,
  integer,
  type ReferenceConfig,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A point in time, always with its zone. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => stamp('created_at').notNull().defaultNow();

export const updatedAt = () => stamp('updated_at').notNull().defaultNow();

/** When a row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** When a request was made and when it was done with (null until then). */
export const completion = () => ({ createdAt: createdAt(), completedAt: stamp('completed_at') });

/** A code or link that works once, until it expires. */
export const singleUse = () => ({
  createdAt: createdAt(),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/** A 64-bit key for tables that grow with every request. */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();

export const serialId = () => serial('id').primaryKey();

/** Money in integer paise, read and written as bigint (the domain's Paise). */
export const paise = (name: string) => bigint(name, { mode: 'bigint' });

export const amountPaise = () => paise('amount_paise').notNull();

/**
 * Money that starts at nothing. The default is given as the number 0 because drizzle-kit cannot
 * write a bigint into its snapshots; it only ever reaches the DDL, as DEFAULT 0.
 */
export const paiseOrZero = (name: string) =>
  paise(name)
    .notNull()
    .default(0 as unknown as bigint);

export const status = () => text('status').notNull();

/** A row's state, set to `initial` when a new row is inserted without one. */
export const initialStatus = (initial: string) => status().default(initial);

/** The investor account a row belongs to. */
export const accountRef = (accounts: { id: AnyPgColumn }) =>
  integer('account_id').references(() => accounts.id);

/** The investor account that owns the row; every such row has one. */
export const ownedBy = (accounts: { id: AnyPgColumn }) => accountRef(accounts).notNull();

/** A required reference to a row with a 64-bit key. */
export const bigRef = (
  name: string,
  target: () => AnyPgColumn,
  actions?: ReferenceConfig['actions'],
) => bigint(name, { mode: 'number' }).notNull().references(target, actions);
