import { z } from 'zod';
import { sellMessages } from '../../catalogue/selling.js';
import { ZYesNo } from '../common.js';
import { ZIsoDate, ZRupeeText, ZRupees, ZSchCode } from '../mutual-funds/purchase-fields.js';

export { ZSchCode };

/** Mutual fund mode of spec 3 section 9: P (physical, a folio with the AMC) or D (demat). */
export const holdingModes = ['P', 'D'] as const;
export const ZHoldingMode = z.enum(holdingModes);
export type THoldingMode = z.infer<typeof ZHoldingMode>;

/** How much to sell: an amount, a number of units, or every unit free to redeem. */
export const sellByKinds = ['AMOUNT', 'UNITS', 'ALL'] as const;
export const ZSellBy = z.enum(sellByKinds, { message: sellMessages.sellByInvalid });
export type TSellBy = z.infer<typeof ZSellBy>;

/** A folio number as the holdings list gives it. */
export const ZSellFolioNo = z
  .string({ message: sellMessages.folioRequired })
  .trim()
  .min(1, sellMessages.folioRequired)
  .max(30, sellMessages.folioInvalid)
  .regex(/^[A-Za-z0-9/-]+$/, sellMessages.folioInvalid);

/** Units as a decimal text (or number) of at most 3 decimals, as registrars allot them. */
export const ZUnitsInput = z
  .union([z.string({ message: sellMessages.unitsInvalid }), z.number({ message: sellMessages.unitsInvalid })], {
    message: sellMessages.unitsInvalid,
  })
  .transform((value) => String(value).trim())
  .refine((text) => /^\d{1,12}(\.\d{1,3})?$/.test(text), { message: sellMessages.unitsInvalid });

/** Units in replies: decimal text with 3 decimals ('125.400'). */
export const ZUnitsText = z.string();
/** A NAV in replies: decimal text as AMFI publishes it ('45.6789'). */
export const ZNavText = z.string();

/**
 * What to sell from one folio's scheme: by AMOUNT (amount in rupees), by UNITS (units), or ALL
 * (every unit free to redeem). The amount or units the kind does not use are ignored.
 */
export const ZSellQuantity = z.object({
  folioNo: ZSellFolioNo,
  schCode: ZSchCode,
  redeemBy: ZSellBy,
  amount: ZRupees.optional(),
  units: ZUnitsInput.optional(),
});
export type TSellQuantity = z.input<typeof ZSellQuantity>;

/** The transaction OTP that authorises a redemption or switch, and the key that makes it idempotent. */
export const ZTrxnAuthorisation = z.object({
  otpGenRefId: z.string({ message: sellMessages.otpRequired }).trim().min(1, sellMessages.otpRequired).max(40, sellMessages.otpInvalid),
  otp: z.string({ message: sellMessages.otpRequired }).trim().min(1, sellMessages.otpRequired).max(10, sellMessages.otpInvalid),
  /** The idempotency key: the same key always answers with the same transaction. */
  sessionId: z.string({ message: sellMessages.sessionIdInvalid }).trim().min(8, sellMessages.sessionIdInvalid).max(100, sellMessages.sessionIdInvalid),
  /**
   * 'Y' once the investor has answered yes to the redemption warning (and the eDIS redirect); the
   * preview says when to ask. Recorded with the order's audit; the order is placed either way.
   */
  isRedConfirm: ZYesNo.default('N'),
  browser: z.string().trim().max(100).optional(),
  os: z.string().trim().max(100).optional(),
});

/** Free units of a folio's scheme: held less pending redemptions less units still locked in. */
export const ZUnitBalance = z.object({
  heldUnits: ZUnitsText,
  freeUnits: ZUnitsText,
  lockedUnits: ZUnitsText,
  pendingUnits: ZUnitsText,
  /** The first date a locked lot becomes free, or ''. */
  nextUnlockOn: ZIsoDate.or(z.literal('')),
});
export type TUnitBalance = z.infer<typeof ZUnitBalance>;

/** The registered bank account proceeds are paid to. */
export const ZPayoutBank = z.object({
  bankName: z.string(),
  /** Masked: 'XXXXXX4321'. */
  accountNo: z.string(),
  ifsc: z.string(),
});
export type TPayoutBank = z.infer<typeof ZPayoutBank>;

/** Spec 3 section 4, the permission check of a demat holding. */
export const ZPoaCheck = z.object({
  mode: ZHoldingMode,
  /** 'Y' when units may be sold without eDIS: physical units, or a POA/DDPI in the distributor's favour. */
  FLG_POA: ZYesNo,
  /** 'Y' when the investor is sent to the depository to authorise by eDIS. */
  IS_EDIS: ZYesNo,
  /** 'Y' when the transaction is refused (demat, no POA/DDPI, eDIS flag N). */
  isBlocked: ZYesNo,
  message: z.string(),
});
export type TPoaCheck = z.infer<typeof ZPoaCheck>;

/** The figures of selling units: the same shape for a redemption and a switch's out leg. */
export const ZSellFigures = z.object({
  units: ZUnitsText,
  /** The NAV the figures use: the applicable NAV once priced, the latest NAV before. */
  nav: ZNavText,
  navDate: ZIsoDate.or(z.literal('')),
  grossAmount: ZRupeeText,
  exitLoad: ZRupeeText,
  /** The amount paid (or switched in): gross less exit load. */
  netAmount: ZRupeeText,
  shortTermGain: ZRupeeText,
  longTermGain: ZRupeeText,
});
export type TSellFigures = z.infer<typeof ZSellFigures>;

/** Sell order statuses. */
export const sellOrderStatuses = ['EDIS_PENDING', 'EDIS_DECLINED', 'AWAITING_NAV', 'PAYOUT_DUE', 'PAID', 'SWITCH_IN_PENDING', 'COMPLETED', 'REJECTED'] as const;
export const ZSellOrderStatus = z.enum(sellOrderStatuses);
export type TSellOrderStatus = z.infer<typeof ZSellOrderStatus>;

/** Sell transaction types: RED (redemption, insta cash too), SWI (switch), NSWI (NFO switch), SWP and STP installments. */
export const sellTrxnTypes = ['RED', 'SWI', 'NSWI', 'SWP', 'STP'] as const;
export const ZSellTrxnType = z.enum(sellTrxnTypes);
export type TSellTrxnType = z.infer<typeof ZSellTrxnType>;

/** The switch-in leg of a switch: a purchase of the target at its own applicable NAV. */
export const ZSwitchInLeg = z.object({
  schcode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  /** The amount switched in (the out leg's net amount once known). */
  amount: ZRupeeText,
  stampDuty: ZRupeeText,
  netAmount: ZRupeeText,
  units: ZUnitsText,
  nav: ZNavText,
  navDate: ZIsoDate.or(z.literal('')),
});
export type TSwitchInLeg = z.infer<typeof ZSwitchInLeg>;

/** One sell order as the acknowledgement shows it. */
export const ZSellOrder = z.object({
  orderRef: z.string(),
  trxnType: ZSellTrxnType,
  isInstaCash: ZYesNo,
  schcode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  mode: ZHoldingMode,
  redeemBy: ZSellBy,
  /** What was asked: the amount for AMOUNT, the units for UNITS, '' otherwise. */
  requestedAmount: ZRupeeText,
  requestedUnits: ZUnitsText,
  status: ZSellOrderStatus,
  statusText: z.string(),
  /** The NAV date the order is priced at (known at placing, from the cut-off). */
  navDate: ZIsoDate,
  /** Filled once priced; '' before. */
  nav: ZNavText,
  units: ZUnitsText,
  grossAmount: ZRupeeText,
  exitLoad: ZRupeeText,
  netAmount: ZRupeeText,
  shortTermGain: ZRupeeText,
  longTermGain: ZRupeeText,
  /** The day proceeds reach the bank (a redemption); '' for a switch. */
  settlementDate: ZIsoDate.or(z.literal('')),
  payoutRef: z.string(),
  paidOn: ZIsoDate.or(z.literal('')),
  bank: ZPayoutBank.nullable(),
  switchIn: ZSwitchInLeg.nullable(),
  placedAt: z.string(),
});
export type TSellOrder = z.infer<typeof ZSellOrder>;

/** The answer of a confirm: an acknowledgement reference, or an eDIS redirect. */
export const ZSellConfirmResponse = z.object({
  trxnId: z.string(),
  trxnDate: z.string(),
  /** 'Y': send the browser to edisUrl; the order waits for the depository's authorisation. */
  IS_EDIS: ZYesNo,
  edisUrl: z.string(),
  edisTrxnNo: z.string(),
  /** True when this key had already placed the transaction: the reply is the earlier one. */
  isRepeat: z.boolean(),
  message: z.string(),
  order: ZSellOrder,
});
export type TSellConfirmResponse = z.infer<typeof ZSellConfirmResponse>;
