import { integer, pgTable } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { stamp } from './columns.js';

/** The income-tax slab an investor chose for the capital-gains estimates; no row: not chosen. */
export const taxSettings = pgTable('tax_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  /** Basis points: 3000 for 30 %. */
  slabBasisPoints: integer('slab_basis_points').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});
