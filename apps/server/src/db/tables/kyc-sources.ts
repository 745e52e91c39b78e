import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { completion, initialStatus } from './columns.js';

/**
 * The sandbox DigiLocker's consent sessions: who the desk sent, the identity hints it gave, where
 * the browser goes back to, and whether the person allowed or denied access.
 */
export const sandboxDigilockerSessions = pgTable(
  'sandbox_digilocker_sessions',
  {
    id: text('id').primaryKey(),
    refNo: text('ref_no').notNull(),
    holder: text('holder').notNull(),
    pan: text('pan').notNull(),
    fname: text('fname').notNull(),
    mname: text('mname').notNull(),
    lname: text('lname').notNull(),
    dob: text('dob').notNull(),
    returnPath: text('return_path').notNull(),
    status: initialStatus('PENDING'),
    ...completion(),
  },
  (t) => [index('sandbox_digilocker_sessions_ref_idx').on(t.refNo, t.holder)],
);
