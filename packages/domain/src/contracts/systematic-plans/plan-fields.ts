import { z } from 'zod';
import { installmentOutcomes, planRequestStatuses, planAckTypes, stopTransactionTypes, systematicPlanStatuses, systematicPlanTypes, twoFactorPlanActions } from '../../codes/systematic-plans.js';
import { planMessages } from '../../catalogue/plans.js';
import { ZFreqId, ZIsoDate } from '../mutual-funds/purchase-fields.js';

/** A plan's id as the list gives it: a positive integer, as a number or digits. */
export const ZPlanId = z
  .union([
    z.number({ message: planMessages.planId }),
    z
      .string({ message: planMessages.planId })
      .trim()
      .regex(/^\d{1,9}$/, planMessages.planId)
      .transform(Number),
  ])
  .pipe(z.number().int(planMessages.planId).positive(planMessages.planId).max(2_000_000_000, planMessages.planId));

export const ZPlanType = z.enum(systematicPlanTypes, { message: planMessages.planType });
export const ZStopType = z.enum(stopTransactionTypes, { message: planMessages.trxnType });
export const ZTwoFactorAction = z.enum(twoFactorPlanActions, { message: planMessages.trxnType });

/** A request's reference (tid), as acknowledgements quote it. */
export const ZPlanRequestRef = z
  .string({ message: planMessages.tid })
  .trim()
  .regex(/^[A-Z0-9-]{6,40}$/, planMessages.tid);

/** The plan a stop, a revocation, a bank shift or a top-up names. */
export const ZPlanRef = z.object({ planType: ZPlanType, planId: ZPlanId });

/** A registered bank of the investor as a SIP's mandate names it; the account number masked. */
export const ZPlanBank = z.object({
  bankId: z.number().int(),
  bankName: z.string(),
  accountNoMasked: z.string(),
  mandateNo: z.string(),
});
export type TPlanBank = z.infer<typeof ZPlanBank>;

/** A stop, revocation, bank shift or top-up registered on a plan. */
export const ZPlanRequest = z.object({
  tid: z.string(),
  trxnType: z.enum(planAckTypes),
  trxnLabel: z.string(),
  status: z.enum(planRequestStatuses),
  /** YYYY-MM-DD: the business day it was placed. */
  requestedOn: ZIsoDate,
  /** YYYY-MM-DD: the first installment it applies to (a stop: the first one not run). */
  effectiveDate: ZIsoDate,
  /** TPSIP: the amount added to each installment from the effective date. */
  topUpPaise: z.number().int().nullable(),
  /** SIPSHIFTING: the bank debited from the effective date. */
  bank: ZPlanBank.nullable(),
});
export type TPlanRequest = z.infer<typeof ZPlanRequest>;

/** The last installment the scheduler ran, with its outcome. */
export const ZInstallmentRun = z.object({
  installmentDate: ZIsoDate,
  outcome: z.enum(installmentOutcomes),
  amountPaise: z.number().int(),
  reason: z.string(),
});
export type TInstallmentRun = z.infer<typeof ZInstallmentRun>;

/** One systematic plan as My systematic plans shows it. */
export const ZSystematicPlan = z.object({
  planType: ZPlanType,
  planId: z.number().int(),
  acCode: z.string(),
  folioNo: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  /** STP: the scheme the units are switched into. */
  toSchemeCode: z.number().int().nullable(),
  toSchemeName: z.string().nullable(),
  /** The registered installment amount. */
  amountPaise: z.number().int(),
  /** The amount of the next installment: the registered one plus top-ups effective by then. */
  nextAmountPaise: z.number().int(),
  frequencyId: ZFreqId,
  frequencyLabel: z.string(),
  /** The day of the month (1 to 28) installments fall on. */
  installmentDay: z.number().int(),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  /** The next installment the scheduler will run; null once stopped or completed. */
  nextInstallmentDate: ZIsoDate.nullable(),
  installmentsDone: z.number().int(),
  installments: z.number().int(),
  status: z.enum(systematicPlanStatuses),
  /** The stop registered on the plan (pending or effective); null when there is none. */
  stop: ZPlanRequest.nullable(),
  /** Bank shifts and top-ups that take effect from a later installment. */
  pendingChanges: z.array(ZPlanRequest),
  /** SIP: the bank and mandate the installments are debited from (today's, before any shift). */
  bank: ZPlanBank.nullable(),
  lastRun: ZInstallmentRun.nullable(),
  /** What the investor may do now. */
  canStop: z.boolean(),
  canRevokeStop: z.boolean(),
  canChangeBank: z.boolean(),
  canTopUp: z.boolean(),
});
export type TSystematicPlan = z.infer<typeof ZSystematicPlan>;

/** What a placed stop, revocation, bank shift, top-up or registration answers. */
export const ZPlanRequestPlaced = z.object({
  tid: z.string(),
  trxnType: z.enum(planAckTypes),
  planType: ZPlanType,
  planId: z.number().int(),
  effectiveDate: ZIsoDate,
  message: z.string(),
});
export type TPlanRequestPlaced = z.infer<typeof ZPlanRequestPlaced>;
