import {
  isPurchaseFrequency,
  messages,
  planChangeEffectiveDate,
  planInstallmentDates,
  planMessages,
  stopTypeOfPlan,
  type StopTransactionType,
  type SystematicPlanType,
} from '@cdesk/domain';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { PlanRecord } from './repository.js';

export const bad = (code: string, message: string) => new AppError(400, code, message);

/** A plan that is not the investor's answers as one that does not exist. */
export const notYours = () => new AppError(403, 'PLAN_NOT_YOURS', planMessages.planNotFound);

export const notYourAccount = () => new AppError(403, 'ACCODE_MISMATCH', messages.notYourAccount);

export function planTypeOfStop(trxnType: StopTransactionType): SystematicPlanType {
  const entry = Object.entries(stopTypeOfPlan).find(([, stop]) => stop === trxnType);
  return (entry?.[0] ?? 'SIP') as SystematicPlanType;
}

/** Every installment date of a plan record. */
export function datesOf(plan: PlanRecord): string[] {
  if (!isPurchaseFrequency(plan.frequencyId)) return [];
  return planInstallmentDates({
    planType: plan.planType,
    startDate: plan.startDate,
    day: plan.day,
    freqId: plan.frequencyId,
    installments: plan.installments,
  });
}

/** The day a request placed today on this plan takes effect, or null when none is left. */
export function effectiveDateOf(plan: PlanRecord, today: string): string | null {
  if (plan.status !== 'ACTIVE') return null;
  return planChangeEffectiveDate(datesOf(plan), plan.nextInstallmentDate, today);
}

/** A request's reference: its type, the business date and six random digits. */
export function newTid(trxnType: string, today: string): string {
  const digits = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return `${trxnType}${today.slice(2).replaceAll('-', '')}${digits}`;
}
