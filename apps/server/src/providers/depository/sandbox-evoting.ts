import { randomBytes } from 'node:crypto';
import { istDate, parseDematAccount, type EVotingChoice } from '@cdesk/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import {
  sandboxDematHoldings,
  sandboxEvotingEvents,
  sandboxEvotingResolutions,
  sandboxEvotingSessions,
  sandboxEvotingVotes,
  type SandboxEvotingSession,
} from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import { MessageSeal, type SignedMessage } from '../signed-message.js';
import {
  evotingReturnPath,
  type EvotingOutcome,
  type EvotingSession,
  type EvotingVote,
} from './port.js';

/** Where the sandbox depository receives the desk's e-voting form. */
export const sandboxEvotingPath = '/cdesk/sandbox/depository/evoting';

/** How long the depository accepts the desk's signed form after it is issued. */
export const evotingFormLifetimeMs = 5 * 60 * 1000;

/** The purpose the desk's participant signs its e-voting requests for. */
const evotingPurpose = 'depository-evoting';

/** The error the sandbox answers with when told to fail, as a depository words one. */
export const sandboxEvotingFailure = {
  code: 'EVT-5003',
  description:
    'E-voting service is temporarily unavailable at the depository. Please try again later.',
};

const ZClaims = z.object({
  v: z.literal(1),
  ref: z.string().min(1).max(40),
  dematAccNo: z.string().min(1).max(20),
  depository: z.enum(['NSDL', 'CDSL']),
  exp: z.number().int(),
});

export interface EvotingResolutionView {
  resolutionNo: number;
  kind: string;
  text: string;
  vote: { choice: EVotingChoice; votedAt: Date } | null;
}

/** An open event of a company the holder has shares in, with the votes already cast. */
export interface EvotingEventView {
  evsn: string;
  isin: string;
  companyName: string;
  meetingType: string;
  cutOffDate: string;
  startDate: string;
  endDate: string;
  shares: number;
  resolutions: EvotingResolutionView[];
}

export type EvotingArrival =
  | { outcome: 'OPENED'; session: SandboxEvotingSession; pageKey: string }
  | { outcome: 'FAILED'; returnTo: string }
  | { outcome: 'INVALID' | 'EXPIRED' | 'USED' };

const returnTo = (session: { returnUrl: string; requestReference: string }) =>
  `${session.returnUrl}?requestReference=${encodeURIComponent(session.requestReference)}`;

/**
 * The sandbox depository's e-voting: it receives the desk's signed form, lists the open events of
 * the companies the holder has shares in, records one vote per holder per resolution, and sends
 * the browser back to the desk with the request's reference.
 */
export class SandboxEvoting {
  private readonly seal: MessageSeal;
  private failure: { code: string; description: string } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secretKey: string,
  ) {
    this.seal = new MessageSeal(secretKey, evotingPurpose);
  }

  /** The next session that reaches the depository's page fails with this error. */
  failNext(error = sandboxEvotingFailure): void {
    this.failure = error;
  }

  async start(investor: Investor): Promise<EvotingSession> {
    const demat = parseDematAccount(investor.dematAccNo);
    if (!demat) throw new Error('E-voting needs a demat account');
    const requestReference = `EV${randomBytes(10).toString('hex').toUpperCase()}`;
    const expiresAt = new Date(this.clock.realNow().getTime() + evotingFormLifetimeMs);
    await this.db.insert(sandboxEvotingSessions).values({
      requestReference,
      dematAccNo: investor.dematAccNo,
      depository: demat.depository,
      returnUrl: evotingReturnPath,
      expiresAt,
    });
    const message = this.seal.seal({
      v: 1,
      ref: requestReference,
      dematAccNo: investor.dematAccNo,
      depository: demat.depository,
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
    return {
      requestReference,
      redirectTo: demat.depository,
      url: sandboxEvotingPath,
      fields: { ...message },
    };
  }

  async outcome(investor: Investor, requestReference: string): Promise<EvotingOutcome> {
    const session = await this.session(requestReference);
    if (!session || session.dematAccNo !== investor.dematAccNo)
      return { status: 'PENDING', error: null, votes: [] };
    const status = session.status === 'ISSUED' ? 'PENDING' : session.status;
    const error =
      session.status === 'FAILED'
        ? { code: session.errorCode, description: session.errorDescription }
        : null;
    return {
      status: status as EvotingOutcome['status'],
      error,
      votes: await this.votesOf(requestReference),
    };
  }

  /** The desk's form arrives: a valid, unexpired, unused one opens the page (or fails, if told). */
  async receive(message: SignedMessage): Promise<EvotingArrival> {
    const claims = this.seal.open(message, ZClaims);
    if (!claims) return { outcome: 'INVALID' };
    const session = await this.session(claims.ref);
    if (!session || session.dematAccNo !== claims.dematAccNo) return { outcome: 'INVALID' };
    if (claims.exp * 1000 < this.clock.realNow().getTime()) return { outcome: 'EXPIRED' };
    if (session.status !== 'ISSUED') return { outcome: 'USED' };
    const failure = this.failure;
    this.failure = null;
    if (failure) {
      await this.db
        .update(sandboxEvotingSessions)
        .set({
          status: 'FAILED',
          errorCode: failure.code,
          errorDescription: failure.description,
          completedAt: this.clock.realNow(),
        })
        .where(eq(sandboxEvotingSessions.requestReference, session.requestReference));
      return { outcome: 'FAILED', returnTo: returnTo(session) };
    }
    const pageKey = randomBytes(16).toString('hex');
    const opened = await this.db
      .update(sandboxEvotingSessions)
      .set({ status: 'OPEN', pageKey })
      .where(
        and(
          eq(sandboxEvotingSessions.requestReference, session.requestReference),
          eq(sandboxEvotingSessions.status, 'ISSUED'),
        ),
      )
      .returning();
    const row = opened[0];
    return row ? { outcome: 'OPENED', session: row, pageKey } : { outcome: 'USED' };
  }

  /** The open session behind the page's hidden fields, or undefined. */
  async openSession(ref: string, pageKey: string): Promise<SandboxEvotingSession | undefined> {
    const session = await this.session(ref);
    if (!session || session.status !== 'OPEN' || !session.pageKey) return undefined;
    return session.pageKey === pageKey ? session : undefined;
  }

  /** Events open on the business date for companies whose shares the holder has. */
  async openEvents(dematAccNo: string): Promise<EvotingEventView[]> {
    const today = istDate(this.clock.businessNow());
    const holdings = await this.db
      .select()
      .from(sandboxDematHoldings)
      .where(eq(sandboxDematHoldings.dematAccNo, dematAccNo));
    const shares = new Map(
      holdings.map((h) => [h.isin, h.freeQuantity + h.pledgedQuantity + h.lockedInQuantity]),
    );
    const isins = [...shares.entries()].filter(([, n]) => n > 0).map(([isin]) => isin);
    if (isins.length === 0) return [];
    const events = await this.db
      .select()
      .from(sandboxEvotingEvents)
      .where(
        and(
          inArray(sandboxEvotingEvents.isin, isins),
          lte(sandboxEvotingEvents.startDate, today),
          gte(sandboxEvotingEvents.endDate, today),
        ),
      )
      .orderBy(asc(sandboxEvotingEvents.endDate), asc(sandboxEvotingEvents.evsn));
    if (events.length === 0) return [];
    const evsns = events.map((e) => e.evsn);
    const resolutions = await this.db
      .select()
      .from(sandboxEvotingResolutions)
      .where(inArray(sandboxEvotingResolutions.evsn, evsns))
      .orderBy(asc(sandboxEvotingResolutions.resolutionNo));
    const votes = await this.db
      .select()
      .from(sandboxEvotingVotes)
      .where(
        and(
          eq(sandboxEvotingVotes.dematAccNo, dematAccNo),
          inArray(sandboxEvotingVotes.evsn, evsns),
        ),
      );
    const voteOf = (evsn: string, no: number) => {
      const vote = votes.find((v) => v.evsn === evsn && v.resolutionNo === no);
      return vote ? { choice: vote.choice as EVotingChoice, votedAt: vote.votedAt } : null;
    };
    return events.map((event) => ({
      ...event,
      shares: shares.get(event.isin) ?? 0,
      resolutions: resolutions
        .filter((r) => r.evsn === event.evsn)
        .map((r) => ({
          resolutionNo: r.resolutionNo,
          kind: r.kind,
          text: r.text,
          vote: voteOf(r.evsn, r.resolutionNo),
        })),
    }));
  }

  /**
   * Records the holder's choices on an open event's resolutions; a resolution already voted on
   * keeps its first vote. The number of votes recorded now.
   */
  async vote(
    session: SandboxEvotingSession,
    evsn: string,
    choices: ReadonlyMap<number, EVotingChoice>,
  ): Promise<number> {
    const event = (await this.openEvents(session.dematAccNo)).find((e) => e.evsn === evsn);
    if (!event) return 0;
    const rows = event.resolutions
      .filter((r) => r.vote === null && choices.has(r.resolutionNo))
      .map((r) => ({
        evsn,
        resolutionNo: r.resolutionNo,
        dematAccNo: session.dematAccNo,
        choice: choices.get(r.resolutionNo) ?? 'ABSTAIN',
        shares: event.shares,
        requestReference: session.requestReference,
        votedAt: this.clock.businessNow(),
      }));
    if (rows.length === 0) return 0;
    const inserted = await this.db
      .insert(sandboxEvotingVotes)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: sandboxEvotingVotes.id });
    return inserted.length;
  }

  /** The holder leaves the depository's page: the session ends and the browser goes back. */
  async finish(session: SandboxEvotingSession): Promise<string> {
    await this.db
      .update(sandboxEvotingSessions)
      .set({ status: 'COMPLETED', pageKey: null, completedAt: this.clock.realNow() })
      .where(eq(sandboxEvotingSessions.requestReference, session.requestReference));
    return returnTo(session);
  }

  private session(ref: string): Promise<SandboxEvotingSession | undefined> {
    if (!/^[A-Za-z0-9-]{1,40}$/.test(ref)) return Promise.resolve(undefined);
    return firstRow(
      this.db,
      sandboxEvotingSessions,
      eq(sandboxEvotingSessions.requestReference, ref),
    );
  }

  private async votesOf(requestReference: string): Promise<EvotingVote[]> {
    const rows = await this.db
      .select({
        evsn: sandboxEvotingVotes.evsn,
        companyName: sandboxEvotingEvents.companyName,
        isin: sandboxEvotingEvents.isin,
        resolutionNo: sandboxEvotingVotes.resolutionNo,
        resolution: sandboxEvotingResolutions.text,
        choice: sandboxEvotingVotes.choice,
        shares: sandboxEvotingVotes.shares,
        votedAt: sandboxEvotingVotes.votedAt,
      })
      .from(sandboxEvotingVotes)
      .innerJoin(sandboxEvotingEvents, eq(sandboxEvotingEvents.evsn, sandboxEvotingVotes.evsn))
      .innerJoin(
        sandboxEvotingResolutions,
        and(
          eq(sandboxEvotingResolutions.evsn, sandboxEvotingVotes.evsn),
          eq(sandboxEvotingResolutions.resolutionNo, sandboxEvotingVotes.resolutionNo),
        ),
      )
      .where(eq(sandboxEvotingVotes.requestReference, requestReference))
      .orderBy(asc(sandboxEvotingVotes.evsn), asc(sandboxEvotingVotes.resolutionNo));
    return rows.map((row) => ({ ...row, choice: row.choice as EVotingChoice }));
  }
}
