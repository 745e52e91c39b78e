import { gatewayCall } from '../../../app/api';

/**
 * The purchase calls of spec 3 section 7, field names as the spec spells them. Figures arrive as
 * the gateway sends them (rupee strings or numbers) and become paise only through the domain
 * formatters.
 */
const base = 'ewamftrxnsws/api/';

export interface PurchaseRequest {
  ccode: string;
  schCode: string;
  isDirect: 'Y' | 'N';
  schOpt: string;
  isNomineeRedirect: 'Y' | 'N';
  isAddMore: 'Y' | 'N';
}

export interface PurchaseValidation {
  validationCnt: number;
  message: string;
  isMarsValidation: string;
  isNomineeRequired: string;
  reDirectUrl: string;
}

export interface SchemeDetail {
  schName?: string;
  brokRate: string | number;
  displayType: string;
  latestNav: { latestNav: string | number; navDate: string };
  exitLoad: string;
  purchaseAmount: string | number;
  sipAmount?: string | number;
  schExchange: string;
  swpFlag: string;
  swpStopMsg: string;
  brkDetail: string;
  folioNo: string;
  riskometerVal: string;
  isFresh: string;
  schemeType?: string;
  isLiquid?: string;
  frequencyList?: Frequency[];
  kimFileList?: unknown[];
  njSponsorNotes?: string;
}

export interface Frequency {
  freqId: string;
  freqName: string;
}

export interface InstallmentDates {
  installmentDates?: string[];
  dates?: string[];
}

export interface SwpDetail {
  installmentRangeMin: number;
  installmentRangeMax: number;
  brokRate: string | number;
  displayType: string;
  startMonth: string[] | string;
  frequencyList: Frequency[];
  brkDetail: string;
}

export interface SwpStartEnd {
  startDate: string;
  endDate: string;
}

export interface Brokerage {
  brokerage?: string | number;
  brokAmount?: string | number;
  brokRate?: string | number;
}

export const purchaseCalls = {
  validatePurchase: (body: PurchaseRequest) =>
    gatewayCall<PurchaseValidation>(`${base}purchase/validatePurchase`, body),
  getSchemeDetail: (body: {
    schCode: string;
    isDirect: 'Y' | 'N';
    schOpt: string;
    schExch: string;
    ccode: string;
  }) => gatewayCall<SchemeDetail>(`${base}purchase/getSchemeDetail`, body),
  getBrokerageForDirPlan: (body: { schCode: string; purAmount: string }) =>
    gatewayCall<Brokerage>(`${base}purchase/getBrokerageForDirPlan`, body),
  getInstallmentDate: (body: { freqId: string }) =>
    gatewayCall<InstallmentDates>(`${base}common/getInstallmentDate`, body),
  getPurchaseWithSwpDetail: (body: { schCode: string; ccode: string }) =>
    gatewayCall<SwpDetail>(`${base}purchase/getPurchaseWithSwpDetail`, body),
  getSwpStartEndDate: (body: {
    freqId: string;
    installmentDate: string;
    startMonth: string;
    totalNoOfInst: string;
  }) => gatewayCall<SwpStartEnd>(`${base}common/getSwpStartEndDate`, body),
};

/** The dates a reply lists, whichever of the two field names it uses. */
export function datesOf(reply: InstallmentDates): string[] {
  return reply.installmentDates ?? reply.dates ?? [];
}
