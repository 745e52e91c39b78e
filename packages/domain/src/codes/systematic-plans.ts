/** The systematic plans an account runs: SIP (buy), SWP (withdraw) and STP (transfer). */
export const systematicPlanTypes = ['SIP', 'SWP', 'STP'] as const;
export type SystematicPlanType = (typeof systematicPlanTypes)[number];

/**
 * A plan's state: ACTIVE runs its installments; STOP_PENDING has a stop that takes effect on its
 * effective date (revocable until then); STOPPED and COMPLETED run nothing more.
 */
export const systematicPlanStatuses = ['ACTIVE', 'STOP_PENDING', 'STOPPED', 'COMPLETED'] as const;
export type SystematicPlanStatus = (typeof systematicPlanStatuses)[number];

/** The stop of each plan type (spec 3 section 4). */
export const stopTypeOfPlan = { SIP: 'SSIP', SWP: 'SSWP', STP: 'SSTP' } as const;
export const stopTransactionTypes = ['SSIP', 'SSWP', 'SSTP'] as const;
export type StopTransactionType = (typeof stopTransactionTypes)[number];

/** The instructions on a running plan that the investor places from My systematic plans. */
export const planRequestTypes = ['SSIP', 'SSWP', 'SSTP', 'TSR', 'SIPSHIFTING', 'TPSIP'] as const;
export type PlanRequestType = (typeof planRequestTypes)[number];

/** What an acknowledgement may name: a request on a plan, or a plan's registration. */
export const planAckTypes = [...planRequestTypes, 'STP', 'SWP'] as const;
export type PlanAckType = (typeof planAckTypes)[number];

/** What the EMF 2FA (OTP) confirms: a stop of each plan type, or revoking a SIP's stop. */
export const twoFactorPlanActions = ['SSIP', 'SSWP', 'SSTP', 'TSR'] as const;
export type TwoFactorPlanAction = (typeof twoFactorPlanActions)[number];

/** The flow names of the OTP page, /transact/authorize/2fa/{flow}/OTPValidate. */
export const twoFactorFlowOf = {
  SSIP: 'stopsip',
  SSWP: 'stopswp',
  SSTP: 'stopstp',
  TSR: 'revokeStopSip',
} as const satisfies Record<TwoFactorPlanAction, string>;
export type TwoFactorFlow = (typeof twoFactorFlowOf)[TwoFactorPlanAction];

/** A request's life: PENDING until its effective date, then EFFECTIVE; a revoked stop is REVOKED. */
export const planRequestStatuses = ['PENDING', 'EFFECTIVE', 'REVOKED', 'DONE'] as const;
export type PlanRequestStatus = (typeof planRequestStatuses)[number];

/** An installment run by the scheduler: DONE, FAILED (with its reason) or SKIPPED (plan stopped). */
export const installmentOutcomes = ['DONE', 'FAILED', 'SKIPPED'] as const;
export type InstallmentOutcome = (typeof installmentOutcomes)[number];

export const planLimits = {
  /** STP and SWP: at least this many installments, at most this many. */
  minInstallments: 1,
  maxInstallments: 1200,
  /** Rupee floor of an STP or SWP installment, in paise (₹500). */
  minInstallmentPaise: 50_000,
  /** Most target schemes offered for one STP search. */
  maxTargetSchemes: 50,
} as const;
