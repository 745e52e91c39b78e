import {
  messages,
  productCatalogue,
  type AccountType,
  type TGetHeaderByUccResponse,
} from '@cdesk/domain';
import type { TradingHost } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import type { OutboxService } from '../outbox/index.js';
import { ProfileService } from '../profile/index.js';
import { AccountCodeService } from './account-codes.js';
import { HandoffService } from './handoff-service.js';
import { BannerService } from './banner-service.js';
import { HelpdeskService } from './helpdesk-service.js';
import { MenuService } from './menu-service.js';
import { NotificationService } from './notification-service.js';
import { PartnerService } from './partner-service.js';
import { SearchService } from './search-service.js';

export interface ShellConfig {
  dataDir: string | 'memory';
  secretKey: string;
  loanHostLabel: string;
  tradingHost: TradingHost | undefined;
}

/**
 * The application shell: header, menu, partner, account codes, search, profile, notifications, help,
 * offers, and the hand-over to the online-trading host.
 */
export class ShellService {
  readonly menu: MenuService;
  readonly accountCodes: AccountCodeService;
  readonly partner: PartnerService;
  readonly search: SearchService;
  readonly profile: ProfileService;
  readonly notifications: NotificationService;
  readonly helpdesk: HelpdeskService;
  readonly handoff: HandoffService;
  readonly banners: BannerService;

  constructor(
    db: Db,
    clock: Clock,
    private readonly access: AccessService,
    outbox: OutboxService,
    readonly config: ShellConfig,
  ) {
    this.menu = new MenuService(db, access);
    this.accountCodes = new AccountCodeService(db, access);
    this.partner = new PartnerService(db, this.accountCodes);
    this.search = new SearchService(db);
    this.profile = new ProfileService(db, clock, access, config);
    this.notifications = new NotificationService(db, clock);
    this.helpdesk = new HelpdeskService(db, clock, access, outbox);
    this.handoff = new HandoffService(db, clock, access, config.tradingHost);
    this.banners = new BannerService(db, clock, access);
  }

  async headerByUcc(principal: SessionPrincipal, ucc: string): Promise<TGetHeaderByUccResponse> {
    const account = await this.access.accountOf(principal);
    if (account.ucc !== ucc) throw new AppError(403, 'UCC_MISMATCH', messages.notYourAccount);
    return {
      headerBean: {
        name: account.name,
        ucc: account.ucc,
        njAcNo: account.njAcNo,
        acCode: account.acCode,
        accType: account.accType as AccountType,
        email: account.email,
        mobile: account.mobile,
        dpPath: await this.profile.photoUrl(account.id),
        appName: 'Client Desk',
      },
      ModuleList: productCatalogue.map((tile) => ({
        id: tile.id,
        name: tile.name,
        actions: [...tile.actions],
      })),
    };
  }

  close(): Promise<void> {
    return this.profile.close();
  }
}
