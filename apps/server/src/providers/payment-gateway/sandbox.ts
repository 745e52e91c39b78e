import { randomBytes } from 'node:crypto';
import type { Paise } from '@cdesk/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import {
  type SandboxBankCredit,
  sandboxBankCredits,
  sandboxGatewayRequests,
} from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type {
  GatewayOutcome,
  GatewayResult,
  GatewayStatus,
  PaymentGateway,
  Payout,
  SignedResult,
} from './port.js';
import { GatewayResults } from './results.js';

export type SandboxRequest = typeof sandboxGatewayRequests.$inferSelect;
export type SandboxDecision = 'APPROVE' | 'DECLINE' | 'CANCEL' | 'FAIL';
export type SandboxFailure = 'VPA' | 'UPI_COLLECT' | 'NETBANKING' | 'MANDATE';

const outcomeOf: Record<SandboxDecision, GatewayOutcome> = {
  APPROVE: 'SUCCESS',
  DECLINE: 'REJECTED',
  CANCEL: 'CANCELLED',
  FAIL: 'FAILED',
};

const statusOf: Record<SandboxDecision, string> = {
  APPROVE: 'APPROVED',
  DECLINE: 'DECLINED',
  CANCEL: 'CANCELLED',
  FAIL: 'FAILED',
};

/**
 * The sandbox gateway: state in its own table, a person acts on its pages (bank login, UPI app,
 * NEFT credit), and it can be told to fail. Handles starting 'fail' never verify.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly failures = new Set<SandboxFailure>();
  private readonly results: GatewayResults;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secretKey: string,
  ) {
    this.results = new GatewayResults(secretKey);
  }

  /** Makes the next call of that kind fail, as a real gateway sometimes does. */
  failNext(kind: SandboxFailure): void {
    this.failures.add(kind);
  }

  private takeFailure(kind: SandboxFailure): boolean {
    return this.failures.delete(kind);
  }

  async verifyVpa(vpa: string) {
    const handle = vpa.split('@')[0] ?? '';
    if (this.takeFailure('VPA') || /^fail/i.test(handle)) return { verified: false, payerName: '' };
    const name = handle
      .split(/[._-]/)
      .filter(Boolean)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join(' ');
    return { verified: true, payerName: name };
  }

  private async open(
    kind: string,
    values: {
      merchantRef: string;
      amountPaise: Paise;
      vpa?: string;
      bankCode?: string;
      utr?: string;
    },
  ): Promise<SandboxRequest> {
    const [row] = await this.db
      .insert(sandboxGatewayRequests)
      .values({ id: randomBytes(16).toString('hex'), kind, ...values })
      .returning();
    return row!;
  }

  async startNetBanking(input: { merchantRef: string; amountPaise: Paise; bankCode: string }) {
    if (this.takeFailure('NETBANKING')) throw new Error('Net banking gateway unavailable');
    const row = await this.open('NETBANKING', input);
    return { redirectUrl: this.netBankingPage(row.id), gatewayRef: row.id };
  }

  private netBankingPage(gatewayRef: string): string {
    return `/cdesk/sandbox/bank/netbanking?ref=${encodeURIComponent(gatewayRef)}`;
  }

  resumeNetBanking(gatewayRef: string): string {
    return this.netBankingPage(gatewayRef);
  }

  async startUpiCollect(input: { merchantRef: string; amountPaise: Paise; vpa: string }) {
    if (this.takeFailure('UPI_COLLECT'))
      return { ok: false as const, reason: 'The payer’s UPI app could not be reached.' };
    const row = await this.open('UPI_COLLECT', { ...input, vpa: input.vpa.toLowerCase() });
    return { ok: true as const, gatewayRef: row.id };
  }

  /** The bank's mandate page: the investor approves or declines the mandate there. */
  async startMandate(input: {
    merchantRef: string;
    amountPaise: Paise;
    bankCode: string;
    mode: string;
  }) {
    const row = await this.open('MANDATE', {
      merchantRef: input.merchantRef,
      amountPaise: input.amountPaise,
      bankCode: input.bankCode,
    });
    return {
      redirectUrl: `/cdesk/sandbox/bank/emandate?ref=${encodeURIComponent(row.id)}`,
      gatewayRef: row.id,
    };
  }

  async expectCredit(input: { merchantRef: string; amountPaise: Paise; utr: string }) {
    const row = await this.open('NEFT', input);
    return row.id;
  }

  /** A mandate debit clears at once, unless the mandate is missing or a failure was asked for. */
  async debitMandate(input: { merchantRef: string; mandateNo: string; amountPaise: Paise }) {
    if (this.takeFailure('MANDATE') || input.mandateNo.trim() === '' || input.amountPaise <= 0n)
      return { ok: false as const, reason: 'Mandate debit declined by the bank' };
    return { ok: true as const, gatewayRef: `MANDATE-${input.merchantRef}` };
  }

  async find(id: string): Promise<SandboxRequest | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    return firstRow(this.db, sandboxGatewayRequests, eq(sandboxGatewayRequests.id, id));
  }

  async status(gatewayRef: string): Promise<GatewayStatus> {
    const row = await this.find(gatewayRef);
    if (!row || row.status === 'PENDING') return { outcome: 'PENDING', reason: '', gatewayRef };
    const decision = (Object.keys(statusOf) as SandboxDecision[]).find(
      (d) => statusOf[d] === row.status,
    );
    return { outcome: decision ? outcomeOf[decision] : 'FAILED', reason: row.reason, gatewayRef };
  }

  /** The pending NEFT/RTGS credit quoting this UTR. */
  pendingCredit(utr: string): Promise<SandboxRequest | undefined> {
    return firstRow(
      this.db,
      sandboxGatewayRequests,
      eq(sandboxGatewayRequests.kind, 'NEFT'),
      eq(sandboxGatewayRequests.utr, utr.trim().toUpperCase()),
      eq(sandboxGatewayRequests.status, 'PENDING'),
    );
  }

  /** Pending collect requests to a VPA, oldest first: what the sandbox UPI app lists. */
  pendingCollects(vpa: string): Promise<SandboxRequest[]> {
    return this.db
      .select()
      .from(sandboxGatewayRequests)
      .where(
        and(
          eq(sandboxGatewayRequests.kind, 'UPI_COLLECT'),
          eq(sandboxGatewayRequests.vpa, vpa.trim().toLowerCase()),
          eq(sandboxGatewayRequests.status, 'PENDING'),
        ),
      )
      .orderBy(asc(sandboxGatewayRequests.createdAt))
      .limit(20);
  }

  /** The payer's decision; returns the signed result, or null when it was already decided. */
  async decide(id: string, decision: SandboxDecision, reason = ''): Promise<SignedResult | null> {
    const rows = await this.db
      .update(sandboxGatewayRequests)
      .set({ status: statusOf[decision], reason, completedAt: this.clock.realNow() })
      .where(and(eq(sandboxGatewayRequests.id, id), eq(sandboxGatewayRequests.status, 'PENDING')))
      .returning();
    const row = rows[0];
    if (!row) return null;
    return this.sign({
      merchantRef: row.merchantRef,
      gatewayRef: row.id,
      outcome: outcomeOf[decision],
      amountPaise: row.amountPaise,
      reason,
    });
  }

  sign(result: GatewayResult): SignedResult {
    return this.results.sign(result);
  }

  readSigned(result: SignedResult): GatewayResult | null {
    return this.results.read(result);
  }

  /** The sandbox bank credits the account at once, once per payout reference. */
  async creditPayout(payout: Payout): Promise<{ utr: string }> {
    const utr = `SBXN${randomBytes(6).toString('hex').toUpperCase()}`;
    await this.db
      .insert(sandboxBankCredits)
      .values({ ...payout, utr })
      .onConflictDoNothing({ target: sandboxBankCredits.payoutRef });
    const credited = await firstRow(
      this.db,
      sandboxBankCredits,
      eq(sandboxBankCredits.payoutRef, payout.payoutRef),
    );
    return { utr: credited?.utr ?? utr };
  }

  /** The bank statement of an investor's accounts: credits, newest first. */
  creditsOf(accountId: number): Promise<SandboxBankCredit[]> {
    return this.db
      .select()
      .from(sandboxBankCredits)
      .where(eq(sandboxBankCredits.accountId, accountId))
      .orderBy(desc(sandboxBankCredits.valueDate), desc(sandboxBankCredits.id))
      .limit(200);
  }
}
