import {
  marsMessages,
  sellMessages,
  type AuthTransactionType,
  type TAuthConfirmation,
  type TAuthTrxnLine,
  type TPlacedTrxnParsed,
  type TPoaCheck,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { AccessService, Account } from '../../access/index.js';
import type { MarsCatalogue, MarsHoldings } from '../../mars/index.js';
import type { PortfolioService } from '../../portfolio/index.js';
import type { SchemeService } from '../../schemes/index.js';
import type { Selling } from '../../selling/index.js';
import type { ExecutorDeps } from './deps.js';
import type {
  AuthExecutor,
  AuthOutcome,
  AuthoriseInput,
  PendingTrxn,
  PlacementCheck,
} from '../executor.js';
import { saleLine } from './sell.js';
import {
  ackPathOf,
  askInWords,
  combinedPoa,
  refusing,
  switchLegSales,
  saleResult,
} from './shared.js';

type MarsPlacement = Extract<TPlacedTrxnParsed, { trnType: 'MARSSWI' }>;

/** What the MARS switch reads and places through. */
export interface MarsSwitchDeps {
  sell: Selling;
  schemes: SchemeService;
  portfolio: PortfolioService;
  access: Pick<AccessService, 'accountById'>;
  mars: { catalogue: MarsCatalogue; holdings: MarsHoldings };
  /** The placement key of a transaction, as the authorise service derives it. */
  placementKeyOf: (pending: PendingTrxn) => string;
}

const notMars = () => new AppError(400, 'MARS_NOT_FOUND', marsMessages.portfolioNotFound);

/**
 * NJ Rec.MF Portfolio Switch (MARSSWI) placed by a partner: switches out of the investor's folios
 * into the schemes of a MARS portfolio, under one MARS target number. Authorising asks first
 * (SUCC_WITH_MARS, naming the portfolio and each switch); on yes every switch is checked, the
 * MARS holding is recorded under the target number and the switches are placed together or none;
 * on no nothing is placed and the transaction stays pending.
 */
export class MarsSwitchExecutor implements AuthExecutor {
  readonly types: readonly AuthTransactionType[] = ['MARSSWI'];

  constructor(private readonly deps: MarsSwitchDeps) {}

  private placementOf(pending: PendingTrxn): MarsPlacement {
    const trxn = pending.trxn;
    if (trxn.trnType !== 'MARSSWI') throw new TypeError(`Not a MARS switch: ${trxn.trnType}`);
    return trxn;
  }

  /** The portfolio the switch moves into: every leg's target must be one of its schemes. */
  private async portfolioOf(trxn: MarsPlacement) {
    const definition = await this.deps.mars.catalogue.definition(trxn.marsId);
    if (!definition) throw notMars();
    const schemes = new Set(definition.views.map((v) => v.schemeCode));
    const outside = trxn.legs.find((leg) => !schemes.has(leg.targetSchCode));
    if (outside) {
      const name = (await this.deps.schemes.get(outside.targetSchCode))?.name ?? '';
      throw new AppError(
        400,
        'MARS_SCHEME',
        `${name || outside.targetSchCode} is not a scheme of the MARS portfolio ${definition.rows.portfolio.name}.`,
      );
    }
    return definition;
  }

  /** A placement's own checks: the portfolio, its schemes as targets, and every switch. */
  async validate(check: PlacementCheck): Promise<void> {
    if (check.trxn.trnType !== 'MARSSWI') return;
    await this.portfolioOf(check.trxn);
    await this.deps.sell.checkAuthorised(
      check.account,
      switchLegSales(check.trxn.legs, 'MARSSWI-CHECK'),
    );
  }

  async describe(pending: PendingTrxn) {
    const trxn = this.placementOf(pending);
    const key = this.deps.placementKeyOf(pending);
    const lines: TAuthTrxnLine[] = [];
    for (const [i, sale] of switchLegSales(trxn.legs, key).entries())
      lines.push(await saleLine(this.deps, i + 1, pending, sale));
    const definition = await this.deps.mars.catalogue.definition(trxn.marsId);
    const marsName = definition?.rows.portfolio.name ?? trxn.marsId;
    const summary = `${marsName}: ${lines.map((l) => `${l.schemeName} to ${l.targetSchemeName}`).join(', ')}`;
    return { summary, lines, marsName };
  }

  async poa(pending: PendingTrxn): Promise<TPoaCheck> {
    const trxn = this.placementOf(pending);
    const account = await this.account(pending.accountId);
    const checks: TPoaCheck[] = [];
    for (const leg of trxn.legs)
      checks.push(await this.deps.sell.poaCheck(account, leg.folioNo, leg.schCode));
    return combinedPoa(checks);
  }

  private async account(accountId: number): Promise<Account> {
    const account = await this.deps.access.accountById(accountId);
    if (!account) throw new TypeError(`No account ${accountId}`);
    return account;
  }

  async question(pending: PendingTrxn): Promise<TAuthConfirmation | null> {
    const trxn = this.placementOf(pending);
    const definition = await this.deps.mars.catalogue.definition(trxn.marsId);
    if (!definition) return null;
    const question = await this.switchQuestion(trxn, definition.rows.portfolio.name);
    return { code: 'SUCC_WITH_MARS', question };
  }

  /** The SUCC_WITH_MARS question: the portfolio and each switch into it. */
  private async switchQuestion(trxn: MarsPlacement, portfolio: string): Promise<string> {
    const legs: string[] = [];
    for (const leg of trxn.legs) {
      const [from, to] = await Promise.all([
        this.deps.schemes.get(leg.schCode),
        this.deps.schemes.get(leg.targetSchCode),
      ]);
      legs.push(
        `${askInWords(leg)} of ${from?.name ?? leg.schCode} (folio ${leg.folioNo}) to ${to?.name ?? leg.targetSchCode}`,
      );
    }
    return marsMessages.switchQuestion(portfolio, legs);
  }

  authorise(input: AuthoriseInput): Promise<AuthOutcome> {
    const { pending } = input;
    const trxn = this.placementOf(pending);
    return refusing(async () => {
      const answer = input.request.isMarsConfirm;
      if (answer === 'N') return { kind: 'DECLINED' };
      const definition = await this.portfolioOf(trxn);
      const sales = switchLegSales(trxn.legs, input.placementKey);
      // Every switch is checked before anything is asked or placed.
      await this.deps.sell.checkAuthorised(input.account, sales);
      if (answer !== 'Y')
        return {
          kind: 'CONFIRM',
          code: 'SUCC_WITH_MARS',
          question: await this.switchQuestion(trxn, definition.rows.portfolio.name),
        };
      await this.deps.mars.holdings.recordSwitch({
        accountId: pending.accountId,
        marsTarNo: pending.marsTarNo,
        marsId: trxn.marsId,
        legs: trxn.legs.map((leg) => ({ folioNo: leg.folioNo, schemeCode: leg.targetSchCode })),
      });
      const replies = await this.deps.sell.placeAuthorised(input.account, sales, {
        context: input.audit,
        isRedConfirm: input.request.isRedConfirm,
      });
      const shown = replies.find((r) => r.IS_EDIS === 'Y') ?? replies[0];
      if (!shown) throw new TypeError('No switch placed');
      return {
        kind: 'PLACED',
        result: {
          ...saleResult(shown, sellMessages.edisRedirect),
          isMarsTrxn: 'Y',
          marsTarNo: pending.marsTarNo,
        },
        ackPath: ackPathOf('MARSSWI', input.encEncodedTrxnId),
      };
    });
  }
}

/** The MARS switch executor of the desk's services; without the MARS services it takes none. */
export function marsSwitchExecutor(deps: ExecutorDeps): AuthExecutor {
  const { mars } = deps;
  if (!mars) return { types: [], describe: unavailable, authorise: unavailable };
  return new MarsSwitchExecutor({ ...deps, mars, placementKeyOf: (p) => p.placementKey });
}

function unavailable(): never {
  throw new TypeError('MARS switches are not offered without the MARS services');
}
