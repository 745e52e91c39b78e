import {
  purchaseKindOf,
  applicableNavDate,
  cutOffs,
  defaultMfExchange,
  exchangeNames,
  formatCutOff,
  isBeforeCutOff,
  isBusinessDay,
  marsMessages,
  nfoWindow,
  orderMessages,
  paiseToRupeeText,
  purchaseAmountIssue,
  purchaseFrequencies,
  sipDaysAhead,
  sipSchedule,
  swpSchedule,
  addDays,
  brokeragePaise,
  type Paise,
  type PurchaseKind,
  type TGetBrokerageForDirPlanResponse,
  type TGetCuttofDetailResponse,
  type TGetExchangeInfoResponse,
  type TGetInstallmentDateResponse,
  type TGetPurchaseWithSwpDetailResponse,
  type TGetSchemeDetailResponse,
  type TGetSwpStartEndDateResponse,
  type TValidatePurchaseResponse,
  type PurchaseFrequencyId,
  type PurchaseTransactionType,
  type TPurchaseItemParsed,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { PaymentChoice } from '../checkout/index.js';
import type { PortfolioService } from '../portfolio/index.js';
import type { SchemeService, SchemeView } from '../schemes/index.js';
import * as repo from './purchase-repository.js';
import {
  brokerageBpsOf,
  brokerageText,
  isDirectPlan,
  limitsOf,
  limitsView,
  riskLabel,
  schemeNotFound,
  sipDaysOf,
  sipFrequenciesOf,
} from './scheme-terms.js';

export interface NomineeRegister {
  hasNominee(accountId: number): Promise<boolean>;
}

/** The investor's MARS portfolios, as purchase entry asks about them. */
export interface MarsRegister {
  /** The name of the MARS portfolio the investor holds that has the scheme, or null. */
  heldPortfolioWith(accountId: number, schemeCode: number): Promise<string | null>;
  /** The message that stops a cart's MARS lines (not a whole portfolio at its weights), or null. */
  cartIssue(accountId: number, items: readonly TPurchaseItemParsed[]): Promise<string | null>;
}

/** A rule that stops a purchase: its error code and the spec's message. */
export interface PurchaseIssue {
  code: 'SCHEME_UNAVAILABLE' | 'NOT_NFO' | 'SIP' | 'AMOUNT' | 'NOMINEE_REQUIRED';
  message: string;
}

const nomineeUrl = '/nomineeTransact';
const dayMs = 24 * 60 * 60 * 1000;

const blocked = (message: string): TValidatePurchaseResponse => ({
  validationCnt: 1,
  message,
  isMarsValidation: 'N',
  isNomineeRequired: 'N',
  reDirectUrl: '',
});

/** Scheme checks, terms and dates before an order: everything the purchase screen asks. */
export class PurchaseService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly schemes: SchemeService,
    private readonly portfolio: PortfolioService,
    private readonly payments: PaymentChoice,
    private readonly nominees: NomineeRegister,
    private readonly mars: MarsRegister,
  ) {}

  /** The business day in India. */
  today(): string {
    return businessDate(this.clock);
  }

  async scheme(code: number): Promise<SchemeView> {
    const view = await this.schemes.get(code);
    if (!view) throw schemeNotFound();
    return view;
  }

  /** The message that keeps the account from buying the scheme now, or null. */
  availabilityIssue(view: SchemeView, account: Account): string | null {
    if (!view.active) return orderMessages.schemeInactive;
    if (view.attributes.isNfo) {
      const window = nfoWindow(view.schemeCode, this.today());
      if (!window || this.today() > window.closeDate) return orderMessages.nfoClosed;
      if (account.accType === 'EMF') return orderMessages.emfRestriction;
      return null;
    }
    return view.attributes.purchaseAllowed ? null : orderMessages.schemeInactive;
  }

  /** FRESH for a first purchase with the AMC, ADDITIONAL into an existing folio. */
  async purchaseKind(accountId: number, view: SchemeView, sip: boolean): Promise<PurchaseKind> {
    const hasFolio = !sip && Boolean(await this.portfolio.existingFolio(accountId, view.amc));
    return purchaseKindOf(sip, hasFolio);
  }

  /**
   * The first rule of spec 3 section 4 that stops the account buying the scheme now, or null:
   * validatePurchase answers with it, and onConfirm checks every cart item by it again, so a
   * client that skips the purchase screen meets the same rules. The repeat-purchase question is
   * apart: it asks for a confirmation rather than stopping the purchase.
   */
  async purchaseIssue(
    account: Account,
    view: SchemeView,
    input: {
      isNomineeRedirect: 'Y' | 'N';
      trxnType?: PurchaseTransactionType | undefined;
      purAmount?: bigint | undefined;
    },
  ): Promise<PurchaseIssue | null> {
    const issue = this.availabilityIssue(view, account);
    if (issue) return { code: 'SCHEME_UNAVAILABLE', message: issue };
    const nfoType = input.trxnType === 'NPIP' || input.trxnType === 'NSIP';
    if (nfoType && !view.attributes.isNfo)
      return { code: 'NOT_NFO', message: orderMessages.notNfo };
    const sip = input.trxnType === 'SIP' || input.trxnType === 'NSIP';
    if (sip && view.attributes.sipFrequencies.length === 0)
      return { code: 'SIP', message: orderMessages.sipNotAllowed };
    if (input.purAmount !== undefined) {
      const kind = await this.purchaseKind(account.id, view, sip);
      const amountIssue = purchaseAmountIssue(input.purAmount, kind, limitsOf(view));
      if (amountIssue) return { code: 'AMOUNT', message: amountIssue };
    }
    // Coming back from the nominee wizard, or choosing to go on without a nominee, lets it pass.
    if (input.isNomineeRedirect !== 'Y' && !(await this.nominees.hasNominee(account.id)))
      return { code: 'NOMINEE_REQUIRED', message: orderMessages.nomineeRequired };
    return null;
  }

  async validatePurchase(
    account: Account,
    input: {
      schCode: number;
      isNomineeRedirect: 'Y' | 'N';
      trxnType?: PurchaseTransactionType | undefined;
      purAmount?: bigint | undefined;
    },
  ): Promise<TValidatePurchaseResponse> {
    const view = await this.schemes.get(input.schCode);
    if (!view) return blocked(orderMessages.schemeNotFound);
    const issue = await this.purchaseIssue(account, view, input);
    if (issue?.code === 'NOMINEE_REQUIRED') {
      return {
        validationCnt: 1,
        message: issue.message,
        isMarsValidation: 'N',
        isNomineeRequired: 'Y',
        reDirectUrl: nomineeUrl,
      };
    }
    if (issue) return blocked(issue.message);
    // Spec 3 section 4: a repeat within a day, or a scheme of a MARS portfolio the investor holds,
    // shows its message and asks 'Are you sure you want to proceed?' (isMarsValidation 'Y').
    const questions: string[] = [];
    if (await this.recentlyBought(account.id, view.schemeCode))
      questions.push(orderMessages.repeatPurchase);
    const portfolio = await this.heldMarsPortfolio(account.id, view.schemeCode);
    if (portfolio !== null) questions.push(marsMessages.heldInPortfolio(view.name, portfolio));
    if (questions.length > 0) return { ...blocked(questions.join(' ')), isMarsValidation: 'Y' };
    return {
      validationCnt: 0,
      message: '',
      isMarsValidation: 'N',
      isNomineeRequired: 'N',
      reDirectUrl: '',
    };
  }

  /** The MARS portfolio the investor holds that has the scheme, by name, or null. */
  heldMarsPortfolio(accountId: number, schemeCode: number): Promise<string | null> {
    return this.mars.heldPortfolioWith(accountId, schemeCode);
  }

  /** The message that stops a cart's MARS lines, or null. */
  marsCartIssue(accountId: number, items: readonly TPurchaseItemParsed[]): Promise<string | null> {
    return this.mars.cartIssue(accountId, items);
  }

  /** A purchase in the same scheme within a day: the investor confirms it is not a repeat. */
  recentlyBought(accountId: number, schemeCode: number): Promise<boolean> {
    const since = new Date(this.clock.realNow().getTime() - dayMs);
    return repo.recentOrderIn(this.db, accountId, schemeCode, since);
  }

  async schemeDetail(account: Account, schCode: number): Promise<TGetSchemeDetailResponse> {
    const view = await this.scheme(schCode);
    const folioNo = (await this.portfolio.existingFolio(account.id, view.amc)) ?? '';
    const limits = limitsOf(view);
    const hasNominee = await this.nominees.hasNominee(account.id);
    const window = view.attributes.isNfo ? nfoWindow(view.schemeCode, this.today()) : null;
    const swp = view.attributes.swpAllowed;
    return {
      schCode: view.schemeCode,
      schemeName: view.name,
      amcName: view.amc,
      category: view.category,
      schemeType: view.schemeType,
      planType: isDirectPlan(view) ? 'D' : 'R',
      schOpt: view.option,
      isNfo: view.attributes.isNfo ? 'Y' : 'N',
      nfoCloseDate: window?.closeDate ?? '',
      isLiquid: view.attributes.isLiquidOrOvernight ? 'Y' : 'N',
      sipAllowed: view.attributes.sipFrequencies.length > 0 ? 'Y' : 'N',
      sipFrequencyList: sipFrequenciesOf(view).map((freqId) => ({
        freqId,
        freqName: purchaseFrequencies[freqId].label,
      })),
      limits: limitsView(limits),
      ...brokerageText(view),
      displayType: 'P',
      latestNav: { latestNav: view.latestNav ?? '', navDate: view.latestNavDate ?? '' },
      ...this.schemes.documentLinks(view.schemeCode),
      exitLoad: view.attributes.exitLoad,
      purchaseAmount: paiseToRupeeText(
        folioNo ? limits.minAdditionalPaise : limits.minLumpsumPaise,
      ),
      schExchange: defaultMfExchange,
      swpFlag: swp ? 'Y' : 'N',
      swpStopMsg: swp ? '' : orderMessages.swpNotAllowed,
      swpExchCode: swp ? defaultMfExchange : '',
      folioNo,
      riskometerVal: riskLabel(view),
      otherDetailsLoad:
        view.attributes.lockInDays > 0
          ? `Lock-in period of ${view.attributes.lockInDays} days.`
          : '',
      isNomineeDisp: hasNominee ? 'Y' : 'N',
      nomineeDetail: hasNominee ? 'Your nominee on record will apply to this investment.' : '',
      nomineeFooterNote: 'You can review or change your nominees at any time from My profile.',
      noNomineeMsg: hasNominee ? '' : orderMessages.nomineeRequired,
      taxCoutryValidation: 'N',
      njSponsorNotes: '',
      isFresh: folioNo ? 'N' : 'Y',
    };
  }

  async brokerage(schCode: number, amountPaise: Paise): Promise<TGetBrokerageForDirPlanResponse> {
    const view = await this.scheme(schCode);
    const bps = brokerageBpsOf(view);
    return {
      ...brokerageText(view),
      brokAmount: paiseToRupeeText(brokeragePaise(amountPaise, bps)),
      displayType: 'P',
    };
  }

  cutOffDetail(): TGetCuttofDetailResponse {
    const now = this.clock.businessNow();
    return {
      cutOffTime: formatCutOff(cutOffs.purchase),
      liquidCutOffTime: formatCutOff(cutOffs.liquidPurchase),
      serverTime: now.toISOString(),
      isBusinessDay: isBusinessDay(this.today()),
      beforeCutOff: isBeforeCutOff(now, 'PURCHASE', 'OTHER'),
      navDate: applicableNavDate('PURCHASE', 'OTHER', now),
      liquidNavDate: applicableNavDate('PURCHASE', 'LIQUID', now),
      cutOffMessage: orderMessages.cutOff(
        formatCutOff(cutOffs.purchase),
        formatCutOff(cutOffs.liquidPurchase),
      ),
    };
  }

  /**
   * SIP installment days for a frequency; with a day, the schedule: the first installment today
   * (paid with the cart), the next on the chosen day, and with a count the last.
   */
  async installmentDates(input: {
    freqId: PurchaseFrequencyId;
    schCode?: number | undefined;
    installmentDate?: number | undefined;
    totalNoOfInst?: number | undefined;
  }): Promise<TGetInstallmentDateResponse> {
    let days = Array.from({ length: 28 }, (_, i) => i + 1);
    if (input.schCode !== undefined) {
      const view = await this.scheme(input.schCode);
      if (!sipFrequenciesOf(view).includes(input.freqId))
        throw new AppError(400, 'SIP_FREQUENCY', orderMessages.sipFrequency);
      days = sipDaysOf(view);
    }
    const freq = purchaseFrequencies[input.freqId];
    let dates = { startDate: '', nextDate: '', endDate: '' };
    if (input.installmentDate !== undefined) {
      if (!days.includes(input.installmentDate))
        throw new AppError(400, 'SIP_DATE', orderMessages.sipDate);
      const count = input.totalNoOfInst ?? freq.minInstallments;
      if (count < freq.minInstallments)
        throw new AppError(400, 'INSTALLMENTS', orderMessages.installments(freq.minInstallments));
      const schedule = sipSchedule(this.today(), input.installmentDate, input.freqId, count);
      dates = {
        startDate: schedule.startDate,
        nextDate: schedule.nextDate,
        endDate: input.totalNoOfInst === undefined ? '' : schedule.endDate,
      };
    }
    return {
      freqId: input.freqId,
      installmentDateList: days,
      minInstallments: freq.minInstallments,
      daysAhead: sipDaysAhead,
      ...dates,
    };
  }

  /** SWP dates; the first withdrawal must be at least the SIP lead time ahead. */
  swpDates(input: {
    freqId: PurchaseFrequencyId;
    installmentDate: number;
    startMonth: string;
    totalNoOfInst: number;
  }): TGetSwpStartEndDateResponse {
    if (input.installmentDate > 28) throw new AppError(400, 'SIP_DATE', orderMessages.sipDate);
    const dates = swpSchedule(
      input.startMonth,
      input.installmentDate,
      input.freqId,
      input.totalNoOfInst,
    );
    const startDate = dates[0] ?? '';
    if (startDate < addDays(this.today(), sipDaysAhead))
      throw new AppError(400, 'SIP_DATE', orderMessages.sipDate);
    return { startDate, endDate: dates[dates.length - 1] ?? startDate, installmentDates: dates };
  }

  async swpDetail(account: Account, schCode: number): Promise<TGetPurchaseWithSwpDetailResponse> {
    const view = await this.scheme(schCode);
    const earliest = addDays(this.today(), sipDaysAhead);
    const [y, m] = earliest.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const banks = await this.payments.paymentModeWiseBanks(account.id);
    const seen = new Set<string>();
    const bankListSwp = banks.payModeList
      .flatMap((mode) => mode.bankList)
      .filter((b) => !seen.has(b.bankAccNo) && seen.add(b.bankAccNo))
      .map(({ bankCode, bankName, bankAccNo, bankAccMak, bankIfscCode }) => ({
        bankCode,
        bankName,
        bankAccNo,
        bankAccMak,
        bankIfscCode,
      }));
    const days = sipDaysOf(view);
    return {
      installmentRangeMin: purchaseFrequencies.M.minInstallments,
      installmentRangeMax: 600,
      ...brokerageText(view),
      displayType: 'P',
      startMonth: next,
      frequencyList: (['M', 'Q'] as const).map((freqId) => ({
        freqId,
        freqName: purchaseFrequencies[freqId].label,
        installmentDateList: days,
      })),
      phyAst: 'P',
      unitDetail: '',
      bankListSwp,
      minSwpAmount: paiseToRupeeText(minSwpPaise),
      swpAllowed: view.attributes.swpAllowed ? 'Y' : 'N',
    };
  }

  async exchangeInfo(schemeCodes: number[]): Promise<TGetExchangeInfoResponse> {
    for (const code of schemeCodes) await this.scheme(code);
    return {
      exCode: defaultMfExchange,
      exchangeName: exchangeNames[defaultMfExchange],
      schemeExchList: schemeCodes.map((scheme) => ({ scheme, exCode: defaultMfExchange })),
    };
  }
}

/** The smallest SWP installment a scheme takes alongside a purchase. */
export const minSwpPaise: Paise = 50_000n;
