import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, createdAt, serialId, stamp } from './columns.js';

/** A member of staff who logs in with an employee code, and what they may do. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serialId(),
    employeeCode: text('employee_code').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Reviews account applications (approves, rejects, resends communications). */
    reviewsApplications: boolean('reviews_applications').notNull().default(false),
    /** Administers staff logins (unblocks a login blocked by wrong passwords). */
    administersStaff: boolean('administers_staff').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_code_key').on(t.employeeCode)],
);

/** A staff session: only the bearer token's hash is kept; logout and expiry revoke it at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: createdAt(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

export type StaffMember = typeof staffMembers.$inferSelect;
