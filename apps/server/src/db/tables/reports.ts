import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { serialId, stamp } from './columns.js';

/**
 * Reports an investor shared through a trusted link. The sealed id names its row, so a link opens
 * only while its row is neither past its expiry nor revoked (by the investor, or by a password change).
 */
export const trustedLinks = pgTable(
  'trusted_links',
  {
    id: serialId(),
    /** The investor who shared it: who lists and revokes it. */
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => accounts.id),
    /** The account whose report it opens (the investor's own or a family member's). */
    reportAccountId: integer('report_account_id')
      .notNull()
      .references(() => accounts.id),
    acCode: text('ac_code').notNull(),
    /** MF_HOLDING (report-trusted) or DEMAT_HOLDING (report-trusted-CM). */
    reportType: text('report_type').notNull(),
    /** On the business clock, as the expiry is. */
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    revokedWhy: text('revoked_why'),
  },
  (t) => [index('trusted_links_shared_by_idx').on(t.sharedBy, t.createdAt)],
);
