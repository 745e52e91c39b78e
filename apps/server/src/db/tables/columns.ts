import { type AnyPgColumn, bigint, integer, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always with its zone. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => stamp('created_at').notNull().defaultNow();

/** Money in integer paise. */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** The investor account a row belongs to. */
export const accountRef = (accounts: { id: AnyPgColumn }) =>
  integer('account_id').references(() => accounts.id);
