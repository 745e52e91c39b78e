import { z } from 'zod';
import { boundedText } from '../common.js';
import { ZFolioNo, ZFreqId, ZIsoDate, ZPayMode, ZRupees } from '../mutual-funds/purchase-fields.js';
import { ZSchCode } from '../schemes/get-scheme-insight.js';
import { ZSellQuantity } from '../selling/sell-fields.js';
import { ZPlanId } from '../systematic-plans/plan-fields.js';

/**
 * What a partner places for a client's authorisation, one shape per type of spec 3 section 4.
 * Amounts are rupees as entered; the server stores this input and parses it again when the client
 * authorises, so the same rules apply as to the investor's own orders.
 */

const ZInstallments = z.coerce.number().int().min(1).max(1200);
const ZInstallmentDay = z.coerce.number().int().min(1).max(28);

/** A systematic schedule: frequency, day of month, number of installments, optional first date. */
export const ZPlacedSchedule = z.object({
  freqId: ZFreqId,
  installmentDate: ZInstallmentDay,
  totalNoOfInst: ZInstallments,
  startDate: ZIsoDate.optional(),
});

/** One switch leg: out of a folio's scheme, into a target scheme of the same AMC. */
export const ZPlacedSwitchLeg = ZSellQuantity.extend({ targetSchCode: ZSchCode });
export type TPlacedSwitchLeg = z.input<typeof ZPlacedSwitchLeg>;

/** The payment the partner filled in, if any (purchase types only); any part may be missing. */
export const ZPlacedPayment = z.object({
  payMode: ZPayMode.or(z.literal('')).default(''),
  bankCode: boundedText(20).default(''),
  bankAccNo: boundedText(30).default(''),
  bankIfsc: boundedText(11).default(''),
  neftRtgsNo: boundedText(40).default(''),
  mandateNo: boundedText(40).default(''),
  payerVpa: boundedText(100).default(''),
});
export type TPlacedPayment = z.input<typeof ZPlacedPayment>;

const purchase = z.object({ schCode: ZSchCode, folioNo: ZFolioNo.optional(), amount: ZRupees });

export const ZPlacedTrxn = z.discriminatedUnion('trnType', [
  purchase.extend({ trnType: z.literal('PIP') }),
  purchase.extend({ trnType: z.literal('NPIP') }),
  purchase.extend({ trnType: z.literal('SIP'), sip: ZPlacedSchedule }),
  purchase.extend({ trnType: z.literal('NSIP'), sip: ZPlacedSchedule }),
  z.object({ trnType: z.literal('TPSIP'), planId: ZPlanId, topUpAmount: ZRupees }),
  z.object({ trnType: z.literal('SIPSHIFTING'), planId: ZPlanId, mandateNo: boundedText(40).min(1) }),
  ZSellQuantity.extend({ trnType: z.literal('RED') }),
  ZPlacedSwitchLeg.extend({ trnType: z.literal('SWI') }),
  z.object({ trnType: z.literal('SWP'), schCode: ZSchCode, folioNo: ZFolioNo, amount: ZRupees, schedule: ZPlacedSchedule }),
  z.object({ trnType: z.literal('STP'), schCode: ZSchCode, folioNo: ZFolioNo, targetSchCode: ZSchCode, amount: ZRupees, schedule: ZPlacedSchedule }),
  z.object({ trnType: z.literal('SSIP'), planId: ZPlanId }),
  z.object({ trnType: z.literal('SSWP'), planId: ZPlanId }),
  z.object({ trnType: z.literal('SSTP'), planId: ZPlanId }),
  z.object({ trnType: z.literal('TSR'), planId: ZPlanId }),
  /** A switch, and a SIP into the switch's target on the given mandate. */
  ZPlacedSwitchLeg.extend({ trnType: z.literal('SWITCHSIP'), sipAmount: ZRupees, sip: ZPlacedSchedule, mandateNo: boundedText(40).min(1) }),
  z.object({ trnType: z.literal('BSWI'), legs: z.array(ZPlacedSwitchLeg).min(2).max(10) }),
  z.object({ trnType: z.literal('BSWISIP'), legs: z.array(ZPlacedSwitchLeg).min(2).max(10), sipAmount: ZRupees, sip: ZPlacedSchedule, mandateNo: boundedText(40).min(1) }),
  /** Moving holdings into a MARS portfolio's schemes: switch legs under one MARS target number. */
  z.object({ trnType: z.literal('MARSSWI'), marsId: boundedText(20).min(1), legs: z.array(ZPlacedSwitchLeg).min(1).max(10) }),
]);
export type TPlacedTrxn = z.input<typeof ZPlacedTrxn>;
export type TPlacedTrxnParsed = z.output<typeof ZPlacedTrxn>;

/** What the partner sandbox page posts: the client, the transaction and, optionally, payment. */
export const ZPartnerPlacement = z.object({
  njAcNo: boundedText(16).min(1),
  trxn: ZPlacedTrxn,
  payment: ZPlacedPayment.optional(),
  notes: boundedText(500).default(''),
});
export type TPartnerPlacement = z.input<typeof ZPartnerPlacement>;
