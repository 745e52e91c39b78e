import {
  applicableNavDate,
  sellMessages,
  switchInNavDate,
  type TGetSellOrderStatusResponse,
  type TVerifyEdisResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { SellOrder } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Depository } from '../../providers/depository/port.js';
import type { Account } from '../access/index.js';
import type { SchemeService } from '../schemes/index.js';
import * as repo from './repository.js';
import { orderView } from './views.js';

/** The acknowledgement of a placed sale and the return from the depository's eDIS page. */
export class SellAcknowledgements {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly depository: Depository,
  ) {}

  private async ownOrder(account: Account, trxnId: string): Promise<SellOrder> {
    const order = await repo.orderByTrxnId(this.db, trxnId);
    if (!order || order.accountId !== account.id)
      throw new AppError(400, 'ORDER_NOT_FOUND', sellMessages.orderNotFound);
    return order;
  }

  async orderStatus(account: Account, tid: string): Promise<TGetSellOrderStatusResponse> {
    const order = await this.ownOrder(account, tid);
    const view = orderView(order);
    const ackStatus =
      order.status === 'REJECTED' || order.status === 'EDIS_DECLINED'
        ? 'ERROR'
        : order.status === 'PAID' || order.status === 'COMPLETED'
          ? 'SUCCESS'
          : 'PENDING';
    return {
      trxnId: order.trxnId,
      trxnDate: order.placedAt.toISOString(),
      ackStatus,
      message: view.statusText,
      order: view,
    };
  }

  /**
   * The eDIS return: reads the depository's decision. Approved, the order is due for pricing at
   * the NAV of the date it was authorised on; declined, it is closed and its units freed.
   */
  async verifyEdis(account: Account, edisTrxnNo: string): Promise<TVerifyEdisResponse> {
    const order = await repo.orderByEdis(this.db, edisTrxnNo);
    if (!order || order.accountId !== account.id)
      throw new AppError(400, 'EDIS_NOT_FOUND', sellMessages.edisNotFound);
    let current = order;
    if (order.status === 'EDIS_PENDING') {
      const status = await this.depository.edisStatus(account, edisTrxnNo);
      if (status === 'APPROVED') await this.approved(order);
      else if (status === 'DECLINED')
        await repo.moveOrder(this.db, order.id, ['EDIS_PENDING'], {
          status: 'EDIS_DECLINED',
          statusReason: sellMessages.edisDeclined,
        });
      current = (await repo.orderById(this.db, order.id)) ?? order;
    }
    const edisStatus =
      current.status === 'EDIS_PENDING'
        ? 'PENDING'
        : current.status === 'EDIS_DECLINED'
          ? 'DECLINED'
          : 'APPROVED';
    const view = orderView(current);
    return {
      edisStatus,
      trxnId: current.trxnId,
      trxnType: current.trxnType.toLowerCase(),
      message:
        edisStatus === 'APPROVED'
          ? view.statusText
          : edisStatus === 'DECLINED'
            ? sellMessages.edisDeclined
            : sellMessages.edisPending,
      order: view,
    };
  }

  /** The sale counts as received when the investor authorises it at the depository. */
  private async approved(order: SellOrder): Promise<void> {
    const authorisedAt = this.clock.businessNow();
    const scheme = await this.schemes.get(order.schemeCode);
    const target =
      order.targetSchemeCode !== null && order.targetIsNfo !== 'Y'
        ? await this.schemes.get(order.targetSchemeCode)
        : null;
    const navDate = applicableNavDate(
      'REDEMPTION',
      scheme?.attributes.cutOffClass ?? (order.liquid === 'Y' ? 'LIQUID' : 'OTHER'),
      authorisedAt,
    );
    await this.db.transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, order.id, ['EDIS_PENDING'], {
        status: 'AWAITING_NAV',
        navDate,
        ...(target
          ? {
              targetNavDate: switchInNavDate(target.attributes.cutOffClass, authorisedAt, navDate),
            }
          : {}),
      });
      if (moved) await repo.enqueueJob(tx, order.id, 'PRICE', this.clock.realNow());
    });
  }
}
