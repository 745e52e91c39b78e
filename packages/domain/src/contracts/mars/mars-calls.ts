import { z } from 'zod';
import { marsMessages } from '../../catalogue/mars.js';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';
import { ZCartItem } from '../mutual-funds/cart.js';
import { ZCcode, ZFreqId, ZIsoDate, ZMarsTarNo, ZRupees, ZRupeeText } from '../mutual-funds/purchase-fields.js';
import { ZSipInstruction } from '../mutual-funds/purchase-item.js';
import { ZPayoutBank, ZSellOrder, ZTrxnAuthorisation } from '../selling/sell-fields.js';
import { ZAuthTrnType, ZEncryptedData } from '../authorise/auth-calls.js';

/**
 * MARS, the distributor's ready-made mutual-fund portfolios: each a basket of real schemes with
 * target weights, its returns worked out from the schemes' NAV history.
 */
export const ZMarsId = boundedText(20).min(1, marsMessages.portfolioRequired);

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
  /** The annualised return over 1, 3 and 5 years; '' where the NAV history is shorter. */
  returns: z.array(z.object({ years: z.number().int(), percent: z.string() })),
  /** SIP frequencies and days every scheme of the portfolio takes (empty without SIP). */
  sipFrequencyList: z.array(z.object({ freqId: ZFreqId, freqName: z.string() })),
  sipDates: z.array(z.number().int()),
});
export type TMarsPortfolio = z.infer<typeof ZMarsPortfolio>;

/** POST ewamarsws/api/rest/portfolio/getMarsPortfolios: the ready portfolios, filtered. */
export const getMarsPortfoliosCall = defineCall('ewamarsws/api/rest/portfolio/getMarsPortfolios', ZMarsFilters, z.object({ portfolios: z.array(ZMarsPortfolio), tags: z.array(z.string()) }));

/** POST ewamarsws/api/rest/portfolio/getMarsPortfolioDetail. */
export const getMarsPortfolioDetailCall = defineCall(
  'ewamarsws/api/rest/portfolio/getMarsPortfolioDetail',
  z.object({ marsId: ZMarsId, year: z.enum(['1', '3', '5', '']).default('') }),
  ZMarsPortfolio,
);

/**
 * One MARS holding of the investor: the portfolio and what is held of each of its schemes, valued
 * at the latest NAV; purchases paid for and waiting for their units count as pending.
 */
export const ZMarsHolding = z.object({
  marsId: z.string(),
  name: z.string(),
  marsTarNo: z.string(),
  currentValue: ZRupeeText,
  schemes: z.array(
    z.object({
      schcode: z.number().int(),
      schemeName: z.string(),
      folioNo: z.string(),
      units: z.string(),
      value: ZRupeeText,
      nav: z.string(),
      navDate: z.string(),
      /** The scheme's target weight and its share of the holding's value now, percent. */
      targetWeight: z.string(),
      currentWeight: z.string(),
      /** Paid for, waiting for units to be allotted. */
      pendingAmount: ZRupeeText,
    }),
  ),
  investedAmount: ZRupeeText,
  pendingAmount: ZRupeeText,
  /** Gain on what is invested, amount and percent ('' with nothing invested yet). */
  gainAmount: ZRupeeText,
  gainPercent: z.string(),
});
export type TMarsHolding = z.infer<typeof ZMarsHolding>;

/** POST ewamarsws/api/rest/portfolio/getMarsHoldings: the investor's MARS portfolios, for Redeem MARS. */
export const getMarsHoldingsCall = defineCall(
  'ewamarsws/api/rest/portfolio/getMarsHoldings',
  z
    .object({})
    .passthrough()
    .transform(() => ({})),
  z.object({ holdings: z.array(ZMarsHolding) }),
);

/**
 * POST ewamarsws/api/rest/portfolio/getMarsInvestment: an amount in a portfolio as cart lines, one
 * per scheme at its weight (rule splitByWeights), tagged with the investor's MARS target number.
 * The lines go into the purchase cart and are paid for like any purchase; the target holds them.
 */
export const ZGetMarsInvestmentRequest = z.object({
  marsId: ZMarsId,
  ccode: ZCcode.optional(),
  trxnType: z.enum(['PIP', 'SIP']).default('PIP'),
  amount: ZRupees,
  sip: ZSipInstruction.optional(),
  isNomineeRedirect: ZYesNo.default('N'),
});
export type TGetMarsInvestmentRequest = z.input<typeof ZGetMarsInvestmentRequest>;
export const ZGetMarsInvestmentResponse = z.object({
  marsId: z.string(),
  name: z.string(),
  marsTarNo: z.string(),
  trxnType: z.enum(['PIP', 'SIP']),
  amount: ZRupeeText,
  items: z.array(ZCartItem),
});
export type TGetMarsInvestmentResponse = z.infer<typeof ZGetMarsInvestmentResponse>;
export const getMarsInvestmentCall = defineCall('ewamarsws/api/rest/portfolio/getMarsInvestment', ZGetMarsInvestmentRequest, ZGetMarsInvestmentResponse);

/** A redemption of a percentage of a MARS holding: every scheme by the same share of its free units. */
export const ZMarsRedeemPercent = z.coerce.number({ message: marsMessages.percentInvalid }).int(marsMessages.percentInvalid).min(1, marsMessages.percentInvalid).max(100, marsMessages.percentInvalid);

export const ZMarsRedemptionLeg = z.object({
  folioNo: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  /** ALL at 100 percent, else UNITS. */
  redeemBy: z.enum(['ALL', 'UNITS']),
  units: z.string(),
  freeUnits: z.string(),
  nav: z.string(),
  navDate: z.string(),
  approxValue: ZRupeeText,
  /** The NAV date the order will be priced at. */
  applicableNavDate: ZIsoDate,
});

/** POST ewamarsws/api/rest/redeem/getMarsRedemptionPreview. */
export const ZGetMarsRedemptionPreviewRequest = z.object({ marsTarNo: ZMarsTarNo, percent: ZMarsRedeemPercent });
export type TGetMarsRedemptionPreviewRequest = z.input<typeof ZGetMarsRedemptionPreviewRequest>;
export const ZMarsRedemptionPreview = z.object({
  marsTarNo: z.string(),
  marsId: z.string(),
  name: z.string(),
  percent: z.number().int(),
  legs: z.array(ZMarsRedemptionLeg),
  /** Schemes left out: none of their units are free (locked in, or sold already). */
  skipped: z.array(z.object({ schcode: z.number().int(), schemeName: z.string(), reason: z.string() })),
  approxValue: ZRupeeText,
  bank: ZPayoutBank.nullable(),
  warningMessage: z.string(),
});
export type TMarsRedemptionPreview = z.infer<typeof ZMarsRedemptionPreview>;
export const getMarsRedemptionPreviewCall = defineCall('ewamarsws/api/rest/redeem/getMarsRedemptionPreview', ZGetMarsRedemptionPreviewRequest, ZMarsRedemptionPreview);

/**
 * POST ewamarsws/api/rest/redeem/onConfirmMarsRedemption: one redemption per scheme, all
 * authorised by one transaction OTP (generateTrxnOtp with trxnType RED and the same sessionId),
 * placed once per sessionId.
 */
export const ZOnConfirmMarsRedemptionRequest = ZGetMarsRedemptionPreviewRequest.extend(ZTrxnAuthorisation.shape);
export type TOnConfirmMarsRedemptionRequest = z.input<typeof ZOnConfirmMarsRedemptionRequest>;
export const ZOnConfirmMarsRedemptionResponse = z.object({
  marsTarNo: z.string(),
  name: z.string(),
  orders: z.array(ZSellOrder.extend({ trxnId: z.string() })),
  isRepeat: z.boolean(),
  message: z.string(),
});
export type TOnConfirmMarsRedemptionResponse = z.infer<typeof ZOnConfirmMarsRedemptionResponse>;
export const onConfirmMarsRedemptionCall = defineCall('ewamarsws/api/rest/redeem/onConfirmMarsRedemption', ZOnConfirmMarsRedemptionRequest, ZOnConfirmMarsRedemptionResponse);

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

/** POST ewamarsws/api/rest/authpendingtrxn/getMarsAuthPendingTrxnsCount: in pending-counts.ts. */
export { getMarsAuthPendingTrxnsCountCall } from '../authorise/pending-counts.js';

/** POST ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus. */
export const checkMarsAuthPendingTrxnStatusCall = defineCall(
  'ewamarsws/api/rest/authpendingtrxn/checkMarsAuthPendingTrxnStatus',
  z.object({ trxnTypeId: ZAuthTrnType, trxnId: boundedText(40).min(1) }),
  z.object({ status: z.enum(['PENDING', 'AUTHORISED', 'REJECTED', 'EXPIRED']), message: z.string() }),
);
