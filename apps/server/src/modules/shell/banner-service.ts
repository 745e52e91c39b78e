import {
  emfProducts,
  formatDate,
  messages,
  shellMessages,
  type ProductId,
  type TBanner,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import * as repo from './banner-repository.js';

function toBanner(row: repo.BannerRow): TBanner {
  return {
    BI: row.id,
    t: row.type,
    title: row.title,
    text: row.text,
    prodType: row.prodType,
    subType: row.subType,
    params: row.params,
    activeFrom: row.activeFrom,
    activeTo: row.activeTo,
  };
}

/** The desk's offers: those running today on the business calendar, for this investor's account. */
export class BannerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccessService,
  ) {}

  async list(principal: SessionPrincipal): Promise<TBanner[]> {
    const offered = await this.offeredProducts(principal);
    const rows = await repo.bannersRunningOn(this.db, businessDate(this.clock));
    return rows.filter((row) => offered(row.prodType)).map(toBanner);
  }

  /**
   * One offer as its link names it. One that is not running says when it ran or will run; the
   * type must match too, so a guessed number alone finds nothing.
   */
  async detail(principal: SessionPrincipal, id: number, type: string): Promise<TBanner> {
    const row = await repo.bannerById(this.db, id, type);
    if (!row) throw new AppError(404, 'BANNER_NOT_FOUND', shellMessages.bannerNotFound);
    const today = businessDate(this.clock);
    if (row.activeFrom > today) {
      throw new AppError(
        404,
        'BANNER_NOT_STARTED',
        shellMessages.bannerNotStarted(formatDate(row.activeFrom)),
      );
    }
    if (row.activeTo !== null && row.activeTo < today) {
      throw new AppError(404, 'BANNER_ENDED', shellMessages.bannerEnded(formatDate(row.activeTo)));
    }
    const offered = await this.offeredProducts(principal);
    if (!offered(row.prodType)) throw new AppError(403, 'EMF_RESTRICTED', messages.emfNotAvailable);
    return toBanner(row);
  }

  /** Spec 1 section 6: an E-Wealth MF account is offered only mutual funds and MARS. */
  private async offeredProducts(
    principal: SessionPrincipal,
  ): Promise<(prodType: string) => boolean> {
    const account = await this.access.accountOf(principal);
    if (account.accType !== 'EMF') return () => true;
    return (prodType) => emfProducts.includes(prodType as ProductId);
  }
}
