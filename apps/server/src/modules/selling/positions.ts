import {
  freeUnitsOf,
  fundOrientationOf,
  gainsClassOf,
  parseScaled,
  remainingLots,
  rescale,
  scaledToString,
  sellMessages,
  unitDecimals,
  type FreeUnits,
  type FundOrientation,
  type GainsClass,
  type PurchaseLot,
} from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { NavPoint, SchemeService, SchemeView } from '../schemes/index.js';
import * as repo from './repository.js';

/** One folio's holding of one scheme, as a sale sees it. */
export interface Position {
  accountId: number;
  folioNo: string;
  amc: string;
  mode: 'P' | 'D';
  schemeCode: number;
  scheme: SchemeView;
  /** How its redemptions settle. */
  orientation: FundOrientation;
  /** How the Income-tax Act treats its units. */
  gainsClass: GainsClass;
  liquid: boolean;
  /** Purchase lots still held, oldest first. */
  lots: PurchaseLot[];
  /** Units of placed sales not yet priced. */
  pendingUnits: string;
  /** The latest NAV published by today, or null. */
  latest: NavPoint | null;
}

const thousandths = (units: string) => rescale(parseScaled(units), unitDecimals);
export const unitsOf = (value: bigint) => scaledToString(value, unitDecimals);

export function sumUnits(values: readonly string[]): string {
  return unitsOf(values.reduce((total, units) => total + thousandths(units), 0n));
}

export const bad = (message: string, code = 'SELL_INVALID') => new AppError(400, code, message);

/** The balances of a position on a date: held, locked in, pending and free. */
export function balanceOf(position: Position, on: string): FreeUnits {
  return freeUnitsOf(position.lots, {
    on,
    lockInDays: position.scheme.attributes.lockInDays,
    pendingUnits: position.pendingUnits,
  });
}

/** Reads investors' holdings by folio and scheme: lots from the portfolio, pending sales from here. */
export class Positions {
  constructor(
    private readonly db: Db,
    private readonly portfolio: PortfolioService,
    private readonly schemes: SchemeService,
  ) {}

  /**
   * One folio's holding of a scheme; a folio that is not the investor's, or a scheme it holds no
   * units of, is refused. `before` counts only sales placed before that order as pending. With a
   * transaction, pass the scheme read before it began.
   */
  async of(
    accountId: number,
    folioNo: string,
    schemeCode: number,
    options: { tx?: Tx; before?: number; allowEmpty?: boolean; scheme?: SchemeView | null } = {},
  ): Promise<Position> {
    const folio = await this.portfolio.folio(folioNo, options.tx);
    if (!folio || folio.accountId !== accountId)
      throw bad(sellMessages.folioNotFound, 'FOLIO_NOT_FOUND');
    const [movements, scheme, unpriced] = await Promise.all([
      this.portfolio.movements(accountId, { folioNo, schemeCode }, options.tx),
      // Inside a transaction the caller reads the scheme first: one connection may be all there is.
      options.scheme !== undefined ? options.scheme : this.schemes.get(schemeCode),
      repo.unpricedOrdersOf(options.tx ?? this.db, accountId),
    ]);
    if (!scheme || (movements.length === 0 && !options.allowEmpty))
      throw bad(sellMessages.holdingNotFound, 'HOLDING_NOT_FOUND');
    const pending = unpriced.filter(
      (o) =>
        o.folioNo === folioNo &&
        o.schemeCode === schemeCode &&
        (options.before === undefined || o.id < options.before),
    );
    const position = this.build(folio, scheme, movements, pending);
    if (!options.allowEmpty && position.lots.length === 0)
      throw bad(sellMessages.holdingNotFound, 'HOLDING_NOT_FOUND');
    return position;
  }

  /** Every folio and scheme the investor holds units of, by folio then scheme name. */
  async all(accountId: number): Promise<Position[]> {
    const [folios, movements, unpriced] = await Promise.all([
      this.portfolio.folios(accountId),
      this.portfolio.movements(accountId),
      repo.unpricedOrdersOf(this.db, accountId),
    ]);
    const folioOf = new Map(folios.map((f) => [f.folioNo, f]));
    const groups = new Map<string, typeof movements>();
    for (const move of movements) {
      const key = `${move.folioNo}|${move.schemeCode}`;
      groups.set(key, [...(groups.get(key) ?? []), move]);
    }
    const positions: Position[] = [];
    for (const [key, moves] of groups) {
      const [folioNo = '', code = ''] = key.split('|');
      const folio = folioOf.get(folioNo);
      const scheme = await this.schemes.get(Number(code));
      if (!folio || !scheme) continue;
      const pending = unpriced.filter(
        (o) => o.folioNo === folioNo && o.schemeCode === Number(code),
      );
      const position = this.build(folio, scheme, moves, pending);
      if (position.lots.length > 0) positions.push(position);
    }
    const latest = await this.schemes.latestNavs(positions.map((p) => p.schemeCode));
    for (const position of positions) position.latest = latest.get(position.schemeCode) ?? null;
    return positions.sort(
      (a, b) => a.folioNo.localeCompare(b.folioNo) || a.scheme.name.localeCompare(b.scheme.name),
    );
  }

  private build(
    folio: { folioNo: string; amc: string; mode: string; accountId: number },
    scheme: SchemeView,
    movements: {
      flow: string;
      navDate: string;
      units: string;
      nav: string;
      stampDutyPaise: bigint;
    }[],
    pending: { pendingUnits: string }[],
  ): Position {
    const lots = remainingLots(
      movements.map((m) => ({
        flow: m.flow === 'OUT' ? 'OUT' : 'IN',
        on: m.navDate,
        units: m.units,
        nav: m.nav,
        stampDutyPaise: m.stampDutyPaise,
      })),
      scheme.attributes.lockInDays,
    );
    return {
      accountId: folio.accountId,
      folioNo: folio.folioNo,
      amc: folio.amc,
      mode: folio.mode === 'D' ? 'D' : 'P',
      schemeCode: scheme.schemeCode,
      scheme,
      orientation: fundOrientationOf({ category: scheme.category, name: scheme.name }),
      gainsClass: gainsClassOf({ category: scheme.category, name: scheme.name }),
      liquid: scheme.attributes.isLiquidOrOvernight,
      lots,
      pendingUnits: sumUnits(pending.map((o) => o.pendingUnits)),
      latest:
        scheme.latestNav !== null && scheme.latestNavDate !== null
          ? { nav: scheme.latestNav, navDate: scheme.latestNavDate }
          : null,
    };
  }
}
