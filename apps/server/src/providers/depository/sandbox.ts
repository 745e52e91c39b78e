import { randomBytes } from 'node:crypto';
import type { Paise } from '@cdesk/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import {
  accounts,
  type SandboxEdisRequest,
  sandboxDematHoldings,
  sandboxDematPermissions,
  sandboxDematTransactions,
  sandboxEdisRequests,
} from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import type { SignedMessage } from '../signed-message.js';
import { StepCallbacks } from '../step-callback.js';
import {
  depositoryCallbackPurpose,
  edisReturnPath,
  type DematHoldingStatement,
  type DematMovement,
  type DematPermission,
  type DdpiRegistration,
  type BeneficialOwner,
  type Depository,
  type EdisDebit,
  type EdisStatus,
  type EvotingEvent,
  type EvotingOutcome,
  type EvotingSession,
} from './port.js';
import { SandboxEvoting } from './sandbox-evoting.js';

export class SandboxDepository implements Depository {
  private readonly callbacks: StepCallbacks;
  /** The depository's e-voting, for its sandbox page. */
  readonly evoting: SandboxEvoting;

  constructor(
    private readonly store: ProviderRequestStore,
    secretKey: string,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.callbacks = new StepCallbacks(secretKey, depositoryCallbackPurpose);
    this.evoting = new SandboxEvoting(db, clock, secretKey);
  }

  startEvoting(investor: Investor): Promise<EvotingSession> {
    return this.evoting.start(investor);
  }

  async evotingEvents(investor: Investor): Promise<EvotingEvent[]> {
    if (investor.dematAccNo === '') return [];
    const events = await this.evoting.openEvents(investor.dematAccNo);
    return events.map(({ resolutions, ...event }) => ({
      ...event,
      resolutions: resolutions.length,
      voted: resolutions.filter((r) => r.vote !== null).length,
    }));
  }

  evotingOutcome(investor: Investor, requestReference: string): Promise<EvotingOutcome> {
    return this.evoting.outcome(investor, requestReference);
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    return `/cdesk/sandbox/depository/dp-charges?ref=${request.id}`;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }

  /** The account's record with the sandbox depository; an account with none has a POA/DDPI. */
  async dematPermission(investor: Investor): Promise<DematPermission> {
    const row = await firstRow(
      this.db,
      sandboxDematPermissions,
      eq(sandboxDematPermissions.accountId, investor.id),
    );
    return { poaDdpi: (row?.poaDdpi ?? 'Y') === 'Y', edisEnabled: (row?.edisFlag ?? 'Y') === 'Y' };
  }

  /** The sandbox depository records the DDPI: POA/DDPI Y, the eDIS flag as it was. */
  async registerDdpi(investor: Investor, _ddpi: DdpiRegistration): Promise<void> {
    await this.db
      .insert(sandboxDematPermissions)
      .values({ accountId: investor.id, poaDdpi: 'Y', edisFlag: 'Y' })
      .onConflictDoUpdate({ target: sandboxDematPermissions.accountId, set: { poaDdpi: 'Y' } });
  }

  async startEdis(
    investor: Investor,
    debit: EdisDebit,
  ): Promise<{ edisTrxnNo: string; url: string }> {
    const id = randomBytes(16).toString('hex');
    await this.db
      .insert(sandboxEdisRequests)
      .values({
        id,
        accountId: investor.id,
        orderRef: debit.orderRef,
        isin: debit.isin,
        schemeName: debit.schemeName,
        units: debit.units,
        returnUrl: edisReturnPath,
      })
      .onConflictDoNothing({ target: sandboxEdisRequests.orderRef });
    const request = await firstRow(
      this.db,
      sandboxEdisRequests,
      eq(sandboxEdisRequests.orderRef, debit.orderRef),
    );
    const edisTrxnNo = request?.id ?? id;
    return { edisTrxnNo, url: `/cdesk/sandbox/depository/edis?ref=${edisTrxnNo}` };
  }

  /** The sandbox depository's accounts are the desk's demo accounts with a demat account. */
  async beneficialOwner(dematAccNo: string): Promise<BeneficialOwner | null> {
    const row = await firstRow(this.db, accounts, eq(accounts.dematAccNo, dematAccNo));
    return row ? { name: row.name.toUpperCase() } : null;
  }

  async edisStatus(investor: Investor, edisTrxnNo: string): Promise<EdisStatus> {
    const request = await this.find(edisTrxnNo);
    if (!request || request.accountId !== investor.id) return 'PENDING';
    return request.status === 'APPROVED' || request.status === 'DECLINED'
      ? request.status
      : 'PENDING';
  }

  /** The sandbox depository's balances; its prices are samples, so they are marked as demo. */
  async dematHoldings(investor: Investor): Promise<DematHoldingStatement> {
    if (investor.dematAccNo === '') return { holdings: [], isDemoPrice: true };
    const rows = await this.db
      .select()
      .from(sandboxDematHoldings)
      .where(eq(sandboxDematHoldings.dematAccNo, investor.dematAccNo))
      .orderBy(asc(sandboxDematHoldings.companyName));
    return {
      holdings: rows.map(({ dematAccNo: _, closePricePaise, ...row }) => ({
        ...row,
        pricePaise: closePricePaise,
      })),
      isDemoPrice: true,
    };
  }

  /** Movements up to `to`, so each carries its running balance; those before `from` only count. */
  async dematTransactions(investor: Investor, from: string, to: string): Promise<DematMovement[]> {
    if (investor.dematAccNo === '') return [];
    const rows = await this.db
      .select()
      .from(sandboxDematTransactions)
      .where(
        and(
          eq(sandboxDematTransactions.dematAccNo, investor.dematAccNo),
          lte(sandboxDematTransactions.tradeDate, to),
        ),
      )
      .orderBy(asc(sandboxDematTransactions.tradeDate), asc(sandboxDematTransactions.id));
    const balances = new Map<string, number>();
    const movements: DematMovement[] = [];
    for (const row of rows) {
      const type = row.type === 'SELL' ? 'SELL' : 'BUY';
      const balance =
        (balances.get(row.isin) ?? 0) + (type === 'BUY' ? row.quantity : -row.quantity);
      balances.set(row.isin, balance);
      if (row.tradeDate >= from)
        movements.push({
          tradeDate: row.tradeDate,
          isin: row.isin,
          companyName: row.companyName,
          type,
          quantity: row.quantity,
          balance,
        });
    }
    return movements;
  }

  /** The sandbox page's view of one request. */
  async find(edisTrxnNo: string): Promise<SandboxEdisRequest | undefined> {
    if (!/^[0-9a-f]{32}$/.test(edisTrxnNo)) return undefined;
    return firstRow(this.db, sandboxEdisRequests, eq(sandboxEdisRequests.id, edisTrxnNo));
  }

  /** The person's decision on the sandbox page; false when it was already decided. */
  async decide(edisTrxnNo: string, approve: boolean): Promise<boolean> {
    const rows = await this.db
      .update(sandboxEdisRequests)
      .set({ status: approve ? 'APPROVED' : 'DECLINED', completedAt: this.clock.realNow() })
      .where(and(eq(sandboxEdisRequests.id, edisTrxnNo), eq(sandboxEdisRequests.status, 'PENDING')))
      .returning({ id: sandboxEdisRequests.id });
    return rows.length > 0;
  }
}
