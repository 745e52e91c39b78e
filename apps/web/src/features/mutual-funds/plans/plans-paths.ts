import type { SystematicPlanType, TwoFactorFlow } from '@cdesk/domain';

/** My systematic plans and its sub-paths (spec 3 section 2), and where its requests end. */
export const myPlansPath = '/transact/mutual-funds/mysystematicplan';

const stopSubPath = { SIP: 'sipstop', SWP: 'swpstop', STP: 'stpstop' } as const;

export const stopPath = (planType: SystematicPlanType, planId: number) =>
  `${myPlansPath}/${stopSubPath[planType]}?planId=${planId}`;
export const changeBankPath = (planId: number) => `${myPlansPath}/changebank?planId=${planId}`;
export const topUpPath = (planId: number) => `${myPlansPath}/siptopup?planId=${planId}`;

export const otpPath = (flow: TwoFactorFlow, planId: number) =>
  `/transact/authorize/2fa/${flow}/OTPValidate?planId=${planId}`;

/** Stops acknowledge at sbs, a revocation at tsr, a bank shift and a top-up at their own type. */
export const ackPath = (trxnType: string, tid: string) => {
  const type = ['SSIP', 'SSWP', 'SSTP'].includes(trxnType) ? 'sbs' : trxnType.toLowerCase();
  return `/transact/authorize/${type}/achknowledge?tid=${encodeURIComponent(tid)}`;
};
