import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { createdAt, ownedBy, stamp } from './columns.js';

/** The e-voting sessions the desk started with a depository, so only their owner reads them. */
export const evotingRequests = pgTable(
  'evoting_requests',
  {
    id: serial('id').primaryKey(),
    accountId: ownedBy(accounts),
    requestReference: text('request_reference').notNull(),
    /** NSDL or CDSL. */
    depository: text('depository').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evoting_requests_reference_key').on(t.requestReference),
    index('evoting_requests_account_idx').on(t.accountId),
  ],
);

/** The sandbox depository's e-voting events (EVSN): a company's meeting or postal ballot. */
export const sandboxEvotingEvents = pgTable('sandbox_evoting_events', {
  evsn: text('evsn').primaryKey(),
  isin: text('isin').notNull(),
  companyName: text('company_name').notNull(),
  /** Annual General Meeting, Postal Ballot... */
  meetingType: text('meeting_type').notNull(),
  /** Shareholders on this date vote (the record date). */
  cutOffDate: date('cut_off_date').notNull(),
  /** Voting is open from the start to the end date, both included (India time). */
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
});

/** The resolutions of an e-voting event, numbered from 1. */
export const sandboxEvotingResolutions = pgTable(
  'sandbox_evoting_resolutions',
  {
    evsn: text('evsn')
      .notNull()
      .references(() => sandboxEvotingEvents.evsn),
    resolutionNo: integer('resolution_no').notNull(),
    /** Ordinary or Special. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.evsn, t.resolutionNo] })],
);

/** The sandbox depository's e-voting sessions: a signed request from the desk, then its page. */
export const sandboxEvotingSessions = pgTable('sandbox_evoting_sessions', {
  requestReference: text('request_reference').primaryKey(),
  dematAccNo: text('demat_acc_no').notNull(),
  depository: text('depository').notNull(),
  /** ISSUED, OPEN (the page was opened), COMPLETED (back to the desk) or FAILED. */
  status: text('status').notNull().default('ISSUED'),
  /** What the page's forms carry once it is open, so only that browser votes in the session. */
  pageKey: text('page_key'),
  errorCode: text('error_code').notNull().default(''),
  errorDescription: text('error_description').notNull().default(''),
  returnUrl: text('return_url').notNull(),
  expiresAt: stamp('expires_at').notNull(),
  createdAt: createdAt(),
  completedAt: stamp('completed_at'),
});

/** Votes recorded by the sandbox depository: one per holder per resolution. */
export const sandboxEvotingVotes = pgTable(
  'sandbox_evoting_votes',
  {
    id: serial('id').primaryKey(),
    evsn: text('evsn').notNull(),
    resolutionNo: integer('resolution_no').notNull(),
    dematAccNo: text('demat_acc_no').notNull(),
    /** FOR, AGAINST or ABSTAIN. */
    choice: text('choice').notNull(),
    shares: integer('shares').notNull(),
    requestReference: text('request_reference').notNull(),
    votedAt: stamp('voted_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_evoting_votes_holder_key').on(t.evsn, t.resolutionNo, t.dematAccNo),
    index('sandbox_evoting_votes_request_idx').on(t.requestReference),
  ],
);

export type SandboxEvotingSession = typeof sandboxEvotingSessions.$inferSelect;
