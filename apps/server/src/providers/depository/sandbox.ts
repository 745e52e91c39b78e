import { randomBytes } from 'node:crypto';
import type { Paise } from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import {
  type SandboxEdisRequest,
  sandboxDematPermissions,
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
  type DematPermission,
  type Depository,
  type EdisDebit,
  type EdisStatus,
} from './port.js';

export class SandboxDepository implements Depository {
  private readonly callbacks: StepCallbacks;

  constructor(
    private readonly store: ProviderRequestStore,
    secretKey: string,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.callbacks = new StepCallbacks(secretKey, depositoryCallbackPurpose);
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

  async edisStatus(investor: Investor, edisTrxnNo: string): Promise<EdisStatus> {
    const request = await this.find(edisTrxnNo);
    if (!request || request.accountId !== investor.id) return 'PENDING';
    return request.status === 'APPROVED' || request.status === 'DECLINED'
      ? request.status
      : 'PENDING';
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
      .set({ status: approve ? 'APPROVED' : 'DECLINED', completedAt: this.clock.now() })
      .where(and(eq(sandboxEdisRequests.id, edisTrxnNo), eq(sandboxEdisRequests.status, 'PENDING')))
      .returning({ id: sandboxEdisRequests.id });
    return rows.length > 0;
  }
}
