import {
  instaCashDailyLimitPaise,
  instaCashValuePercent,
  nfoOfferNav,
  paiseToRupeeText,
  planAndOptionOf,
  schemeFullName,
  sellMessages,
  settlementDate,
  stampDutyPaise,
  unitsForPurchase,
  valuePaise,
  type Paise,
  type TGetInstaCashDetailResponse,
  type TGetRedeemableHoldingsResponse,
  type TGetRedemptionPreviewResponse,
  type TGetSwitchPreviewResponse,
  type TSellPreview,
} from '@cdesk/domain';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { SchemeService } from '../schemes/index.js';
import { figuresView, gainsForTax, saleAt } from './figures.js';
import type { InstaCashLimits } from './insta-cash.js';
import type { SellPermissions } from './permissions.js';
import { bad, type Position, type Positions } from './positions.js';
import {
  askOf,
  balanceView,
  bankView,
  cutOffText,
  navDateNow,
  navDatesOf,
  type SaleTaxes,
  type SellQuantity,
} from './sale-terms.js';
import type { SwitchTargets } from './switch-targets.js';

/** A holding as the redeem page lists it: its balance, value and what it may be sold as. */
function holdingView(position: Position, on: string) {
  const balance = balanceView(position, on);
  const nav = position.latest?.nav ?? '';
  const value = (units: string) => (nav ? paiseToRupeeText(valuePaise(units, nav)) : '');
  const attributes = position.scheme.attributes;
  return {
    ...balance,
    folioNo: position.folioNo,
    schcode: position.schemeCode,
    schemeName: schemeFullName(position.scheme.name, planAndOptionOf(position.scheme)),
    amc: position.amc,
    schemeType: position.scheme.schemeType,
    ...planAndOptionOf(position.scheme),
    mode: position.mode,
    nav,
    navDate: position.latest?.navDate ?? '',
    approxValue: value(balance.heldUnits),
    freeValue: value(balance.freeUnits),
    exitLoad: attributes.exitLoad,
    lockInDays: attributes.lockInDays,
    isInstaCashEligible: attributes.isLiquidOrOvernight ? ('Y' as const) : ('N' as const),
    isSwitchAllowed:
      /[1-9]/.test(balance.freeUnits) && !/close|interval/i.test(position.scheme.structure)
        ? ('Y' as const)
        : ('N' as const),
  };
}

/** What the investor sees before selling: holdings, redemption and switch previews, insta cash. */
export class SellPreviews {
  constructor(
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly schemes: SchemeService,
    private readonly banks: PaymentChoice,
    private readonly permissions: SellPermissions,
    private readonly targets: SwitchTargets,
    private readonly instaCash: InstaCashLimits,
    /** The tax of a sale for the previews; without it they show none. */
    private readonly taxes?: SaleTaxes,
  ) {}

  async redeemableHoldings(account: Account): Promise<TGetRedeemableHoldingsResponse> {
    const [positions, bank] = await Promise.all([
      this.positions.all(account.id),
      this.banks.payoutBank(account.id),
    ]);
    const holdings = positions.map((position) =>
      holdingView(position, navDateNow(this.clock, position.scheme.attributes.cutOffClass)),
    );
    return { holdings, bank: bankView(bank) };
  }

  private async preview(
    account: Account,
    quantity: SellQuantity,
    options: { forSwitch: boolean; now: Date },
  ): Promise<{ preview: TSellPreview; position: Position; netPaise: Paise }> {
    const position = await this.positions.of(account.id, quantity.folioNo, quantity.schCode);
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    const { navDate } = navDatesOf(position, undefined, options.now);
    const ask = askOf(quantity);
    const sale = saleAt(position, ask, position.latest.nav, navDate);
    if (!sale.ok) throw bad(sale.message);
    const isNavFinal = position.latest.navDate === navDate;
    const [poa, tax] = await Promise.all([
      this.permissions.ofMode(account, position.mode),
      this.taxes?.ofSale(
        account.id,
        navDate,
        gainsForTax(position.gainsClass, sale.figures, navDate),
      ) ?? null,
    ]);
    const hasPending = /[1-9]/.test(position.pendingUnits);
    const isBalanceWarning = !isNavFinal || hasPending || ask.redeemBy === 'AMOUNT';
    return {
      position,
      netPaise: sale.figures.netPaise,
      preview: {
        folioNo: position.folioNo,
        schcode: position.schemeCode,
        schemeName: position.scheme.name,
        balance: balanceView(position, navDate),
        // Estimated at the latest NAV, so they carry that NAV's date, not the date to be priced at.
        figures: { ...figuresView(sale.figures), navDate: position.latest.navDate },
        lots: sale.figures.lots,
        applicableNavDate: navDate,
        isNavFinal: isNavFinal ? 'Y' : 'N',
        cutOffText: cutOffText(position.scheme.attributes.cutOffClass),
        settlementDate: options.forSwitch ? '' : settlementDate(navDate, position.orientation),
        isBalanceWarning: isBalanceWarning ? 'Y' : 'N',
        warningMessage: isBalanceWarning ? sellMessages.balanceWarning : '',
        poa,
        tax,
      },
    };
  }

  async redemptionPreview(
    account: Account,
    quantity: SellQuantity,
  ): Promise<TGetRedemptionPreviewResponse> {
    const [{ preview }, bank] = await Promise.all([
      this.preview(account, quantity, { forSwitch: false, now: this.clock.businessNow() }),
      this.banks.payoutBank(account.id),
    ]);
    return { ...preview, bank: bankView(bank) };
  }

  async switchPreview(
    account: Account,
    request: SellQuantity & { targetSchCode: number },
  ): Promise<TGetSwitchPreviewResponse> {
    const now = this.clock.businessNow();
    const { preview, position, netPaise } = await this.preview(account, request, {
      forSwitch: true,
      now,
    });
    const target = await this.targets.of(position.amc, position.schemeCode, request.targetSchCode);
    const switchInNavDate = navDatesOf(position, target, now).targetNavDate ?? '';
    const duty = stampDutyPaise(netPaise);
    const targetNav = target.isNfo
      ? { nav: nfoOfferNav, navDate: switchInNavDate }
      : await this.schemes.navOnOrBefore(target.scheme.schemeCode, businessDate(this.clock));
    return {
      ...preview,
      trxnType: target.isNfo ? 'NSWI' : 'SWI',
      switchInNavDate,
      switchIn: {
        schcode: target.scheme.schemeCode,
        schemeName: target.scheme.name,
        folioNo: position.folioNo,
        amount: paiseToRupeeText(netPaise),
        stampDuty: paiseToRupeeText(duty),
        netAmount: paiseToRupeeText(netPaise - duty),
        units: targetNav?.nav ? unitsForPurchase(netPaise, targetNav.nav) : '',
        nav: targetNav?.nav ?? '',
        navDate: targetNav?.navDate ?? '',
      },
    };
  }

  async instaCashDetail(account: Account): Promise<TGetInstaCashDetailResponse> {
    const [positions, bank] = await Promise.all([
      this.positions.all(account.id),
      this.banks.payoutBank(account.id),
    ]);
    const schemes = [];
    for (const position of positions.filter((p) => p.liquid && p.mode === 'P')) {
      const { free, folioValuePaise, takenTodayPaise, cap } = await this.instaCash.of(position);
      if (!cap.eligible) continue;
      schemes.push({
        folioNo: position.folioNo,
        schcode: position.schemeCode,
        schemeName: position.scheme.name,
        freeUnits: free,
        nav: position.latest?.nav ?? '',
        navDate: position.latest?.navDate ?? '',
        folioValue: paiseToRupeeText(folioValuePaise),
        cap: paiseToRupeeText(cap.capPaise),
        takenToday: paiseToRupeeText(takenTodayPaise),
        available: paiseToRupeeText(cap.availablePaise),
      });
    }
    return {
      dailyLimit: paiseToRupeeText(instaCashDailyLimitPaise),
      valuePercent: Number(instaCashValuePercent),
      schemes,
      bank: bankView(bank),
    };
  }
}
