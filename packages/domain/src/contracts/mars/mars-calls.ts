import { z } from 'zod';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';
import { ZRupeeText } from '../mutual-funds/purchase-fields.js';
import { ZAuthTrnType, ZEncryptedData } from '../authorise/auth-calls.js';

/**
 * MARS, the distributor's ready-made mutual-fund portfolios: each a basket of real schemes with
 * target weights, its returns worked out from the schemes' NAV history.
 */
export const ZMarsId = boundedText(20).min(1, 'Please select a portfolio.');

/** The MARS filters of spec 1 section 3: tags, sip, swp, year, return. */
export const ZMarsFilters = z.object({
  tags: z.array(boundedText(40)).max(10).default([]),
  /** 'Y': only portfolios that can be bought by SIP. */
  sip: ZYesNo.or(z.literal('')).default(''),
  /** 'Y': only portfolios that suit a withdrawal plan. */
  swp: ZYesNo.or(z.literal('')).default(''),
  /** The horizon the return is measured over, in years: 1, 3 or 5 ('' for 1). */
  year: z.enum(['1', '3', '5', '']).default(''),
  /** The least annualised return, in percent ('' for any). */
  return: z.enum(['', '0', '5', '10', '15', '20']).default(''),
});
export type TMarsFilters = z.input<typeof ZMarsFilters>;

export const ZMarsScheme = z.object({
  schcode: z.number().int(),
  schemeName: z.string(),
  amc: z.string(),
  category: z.string(),
  /** Target weight, percent with up to 2 decimals. */
  weight: z.string(),
  nav: z.string(),
  navDate: z.string(),
});

export const ZMarsPortfolio = z.object({
  marsId: z.string(),
  name: z.string(),
  objective: z.string(),
  tags: z.array(z.string()),
  riskLabel: z.string(),
  isSipAllowed: ZYesNo,
  isSwpAllowed: ZYesNo,
  minLumpsum: ZRupeeText,
  minSip: ZRupeeText,
  /** Annualised return over the horizon asked, from NAV history; '' where the history is shorter. */
  returnPercent: z.string(),
  returnYears: z.number().int(),
  /** As of the latest NAV date the return stands on. */
  asOn: z.string(),
  schemes: z.array(ZMarsScheme),
});
export type TMarsPortfolio = z.infer<typeof ZMarsPortfolio>;

/** POST ewamarsws/api/rest/portfolio/getMarsPortfolios: the ready portfolios, filtered. */
export const getMarsPortfoliosCall = defineCall(
  'ewamarsws/api/rest/portfolio/getMarsPortfolios',
  ZMarsFilters,
  z.object({ portfolios: z.array(ZMarsPortfolio), tags: z.array(z.string()) }),
);

/** POST ewamarsws/api/rest/portfolio/getMarsPortfolioDetail. */
export const getMarsPortfolioDetailCall = defineCall(
  'ewamarsws/api/rest/portfolio/getMarsPortfolioDetail',
  z.object({ marsId: ZMarsId, year: z.enum(['1', '3', '5', '']).default('') }),
  ZMarsPortfolio,
);

/** One MARS holding of the investor: the portfolio and what is held of each of its schemes. */
export const ZMarsHolding = z.object({
  marsId: z.string(),
  name: z.string(),
  marsTarNo: z.string(),
  currentValue: ZRupeeText,
  schemes: z.array(
    z.object({ schcode: z.number().int(), schemeName: z.string(), folioNo: z.string(), units: z.string(), value: ZRupeeText }),
  ),
});

/** POST ewamarsws/api/rest/portfolio/getMarsHoldings: the investor's MARS portfolios, for Redeem MARS. */
export const getMarsHoldingsCall = defineCall(
  'ewamarsws/api/rest/portfolio/getMarsHoldings',
  z.object({}).passthrough().transform(() => ({})),
  z.object({ holdings: z.array(ZMarsHolding) }),
);

/** One MARS transaction waiting for authorisation. */
export const ZMarsPendingTrxn = z.object({
  trxnId: z.string(),
  trxnTypeId: ZAuthTrnType,
  marsTarNo: z.string(),
  marsName: z.string(),
  summary: z.string(),
  amount: ZRupeeText,
  placedOn: z.string(),
  placedBy: z.string(),
  encryptedData: ZEncryptedData.or(z.string()),
});
export type TMarsPendingTrxn = z.infer<typeof ZMarsPendingTrxn>;

/** POST ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns. */
export const getMarsAuthPendingTrxnsCall = defineCall(
  'ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxns',
  z.object({ loggedInUCC: boundedText(20).default(''), isFromMob: z.enum(['Y', 'N']).default('N') }),
  z.object({ trxns: z.array(ZMarsPendingTrxn) }),
);

/** POST ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount. */
export const getMarsAuthPendingTrxnsCountCall = defineCall(
  'ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount',
  z.object({}).passthrough().transform(() => ({})),
  z.object({ count: z.number().int() }),
);

/** POST ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus. */
export const checkMarsAuthPendingTrxnStatusCall = defineCall(
  'ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus',
  z.object({ trxnTypeId: ZAuthTrnType, trxnId: boundedText(40).min(1) }),
  z.object({ status: z.enum(['PENDING', 'AUTHORISED', 'REJECTED', 'EXPIRED']), message: z.string() }),
);
