import {
  allInvestorsCode,
  dematMessages,
  dematTotalPaise,
  dematValuePaise,
  maskClientId,
  paiseToWire,
  parseDematAccount,
  type TDematAccountView,
  type TDematHoldingsResponse,
  type TDematTransactionsResponse,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { Depository } from '../../providers/depository/port.js';
import type { Investor } from '../../providers/investor.js';
import type { SessionPrincipal } from '../access/index.js';
import type { AccountCodeService } from '../shell/index.js';
import { codeScope, type CodeScope } from './code-scope.js';
import * as repo from './repository.js';

interface DematScope {
  acCode: string;
  /** The accounts in scope that have a demat account, each with its code and its view. */
  accounts: { investor: Investor; acCode: string; view: TDematAccountView }[];
}

/** Equity holdings and transactions of the accounts' demat accounts, from the depository. */
export class DematReports {
  constructor(
    private readonly db: Db,
    private readonly accountCodes: AccountCodeService,
    private readonly depository: Depository,
  ) {}

  async holdings(principal: SessionPrincipal, acCode: string): Promise<TDematHoldingsResponse> {
    return this.holdingsIn(await this.scope(principal, acCode));
  }

  /** One account's demat holdings, for a report the investor shared through a trusted link. */
  async sharedHoldings(accountId: number, acCode: string): Promise<TDematHoldingsResponse> {
    const scope = { codeOf: new Map([[accountId, acCode]]), accountIds: [accountId] };
    return this.holdingsIn(await this.scopeOf(scope, acCode));
  }

  private async holdingsIn(scope: DematScope): Promise<TDematHoldingsResponse> {
    const statements = await Promise.all(
      scope.accounts.map(async (account) => ({
        account,
        statement: await this.depository.dematHoldings(account.investor),
      })),
    );
    const holdings = statements.flatMap(({ account, statement }) =>
      statement.holdings.map((h) => {
        const quantity = h.freeQuantity + h.pledgedQuantity + h.lockedInQuantity;
        return {
          ...h,
          acCode: account.acCode,
          quantity,
          valuePaise: dematValuePaise(BigInt(quantity), h.pricePaise),
        };
      }),
    );
    const isDemoPrice = statements.some(({ statement }) => statement.isDemoPrice);
    return {
      acCode: scope.acCode,
      dematAccounts: scope.accounts.map((a) => a.view),
      holdings: holdings.map((h) => ({
        acCode: h.acCode,
        isin: h.isin,
        companyName: h.companyName,
        quantity: h.quantity,
        freeQuantity: h.freeQuantity,
        pledgedQuantity: h.pledgedQuantity,
        lockedInQuantity: h.lockedInQuantity,
        pricePaise: paiseToWire(h.pricePaise),
        priceDate: h.priceDate,
        valuePaise: paiseToWire(h.valuePaise),
      })),
      totalValuePaise: paiseToWire(dematTotalPaise(holdings)),
      isDemoPrice: isDemoPrice && holdings.length > 0,
      note: this.note(scope, holdings.length, isDemoPrice),
    };
  }

  async transactions(
    principal: SessionPrincipal,
    acCode: string,
    from: string,
    to: string,
  ): Promise<TDematTransactionsResponse> {
    const scope = await this.scope(principal, acCode);
    const lists = await Promise.all(
      scope.accounts.map(async (account) =>
        (await this.depository.dematTransactions(account.investor, from, to)).map((m) => ({
          ...m,
          acCode: account.acCode,
        })),
      ),
    );
    const items = lists.flat().sort((a, b) => a.tradeDate.localeCompare(b.tradeDate));
    return {
      acCode: scope.acCode,
      fromDate: from,
      toDate: to,
      dematAccounts: scope.accounts.map((a) => a.view),
      items,
      note: scope.accounts.length === 0 ? dematMessages.noDematAccount : '',
    };
  }

  private note(scope: DematScope, count: number, isDemoPrice: boolean): string {
    if (scope.accounts.length === 0) return dematMessages.noDematAccount;
    if (count === 0) return dematMessages.noShares;
    return isDemoPrice ? dematMessages.demoPrices : '';
  }

  /** The visible accounts behind the code that have a demat account the desk can read. */
  private async scope(principal: SessionPrincipal, acCode: string): Promise<DematScope> {
    return this.scopeOf(await codeScope(this.db, this.accountCodes, principal, acCode), acCode);
  }

  private async scopeOf(scope: CodeScope, acCode: string): Promise<DematScope> {
    const investors = await repo.investorsOf(this.db, scope.accountIds);
    return {
      acCode: acCode.toUpperCase() === allInvestorsCode ? allInvestorsCode : acCode,
      accounts: investors.flatMap((investor) => {
        const demat = parseDematAccount(investor.dematAccNo);
        const code = scope.codeOf.get(investor.id) ?? acCode;
        if (!demat) return [];
        const view = {
          acCode: code,
          depository: demat.depository,
          dpId: demat.dpId,
          clientId: maskClientId(demat.clientId),
        };
        return [{ investor, acCode: code, view }];
      }),
    };
  }
}
