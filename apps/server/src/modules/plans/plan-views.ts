import {
  installmentAmountOn,
  isPurchaseFrequency,
  mandateOn,
  paiseToWire,
  planStatusOn,
  purchaseFrequencies,
  stopIsRevocable,
  transactionTypeLabel,
  type PlanAckType,
  type TPlanBank,
  type TPlanRequest,
  type TSystematicPlan,
} from '@cdesk/domain';
import type { PlanInstallmentRow, PlanRecord, PlanRequestRow } from './repository.js';

export interface BankRow {
  id: number;
  bankName: string;
  bankAccNo: string;
  mandateNo: string;
}

const stopTypes = new Set(['SSIP', 'SSWP', 'SSTP']);

export const planKey = (planType: string, planId: number) => `${planType}:${planId}`;

export const maskAccount = (accNo: string) =>
  `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;

export function bankView(bank: BankRow): TPlanBank {
  return {
    bankId: bank.id,
    bankName: bank.bankName,
    accountNoMasked: maskAccount(bank.bankAccNo),
    mandateNo: bank.mandateNo,
  };
}

/** The bank a mandate belongs to; a mandate no registered bank carries is shown by its number. */
export function mandateBank(mandateNo: string, banks: readonly BankRow[]): TPlanBank | null {
  if (!mandateNo) return null;
  const bank = banks.find((b) => b.mandateNo === mandateNo);
  return bank ? bankView(bank) : { bankId: 0, bankName: '', accountNoMasked: '', mandateNo };
}

export function frequencyLabel(freqId: string): string {
  return isPurchaseFrequency(freqId) ? purchaseFrequencies[freqId].label : freqId;
}

export function requestView(row: PlanRequestRow, banks: readonly BankRow[]): TPlanRequest {
  return {
    tid: row.tid,
    trxnType: row.trxnType as PlanAckType,
    trxnLabel: transactionTypeLabel(row.trxnType),
    status: row.status as TPlanRequest['status'],
    requestedOn: row.requestedOn,
    effectiveDate: row.effectiveDate,
    topUpPaise: row.topUpPaise === null ? null : paiseToWire(row.topUpPaise),
    bank: row.mandateNo ? mandateBank(row.mandateNo, banks) : null,
  };
}

/** The live stop of a plan: pending or effective, never a revoked one. */
export function liveStopOf(requests: readonly PlanRequestRow[]): PlanRequestRow | undefined {
  return requests.find(
    (r) => stopTypes.has(r.trxnType) && (r.status === 'PENDING' || r.status === 'EFFECTIVE'),
  );
}

/** Top-ups and bank shifts that count, as the installment rules read them. */
export function changesOf(requests: readonly PlanRequestRow[]) {
  const live = requests.filter((r) => r.status === 'PENDING' || r.status === 'EFFECTIVE');
  return {
    topUps: live
      .filter((r) => r.trxnType === 'TPSIP' && r.topUpPaise !== null)
      .map((r) => ({ effectiveDate: r.effectiveDate, topUpPaise: r.topUpPaise ?? 0n })),
    shifts: live
      .filter((r) => r.trxnType === 'SIPSHIFTING' && r.mandateNo)
      .map((r) => ({ effectiveDate: r.effectiveDate, mandate: r.mandateNo ?? '' })),
  };
}

export interface PlanFacts {
  plan: PlanRecord;
  acCode: string;
  schemeName: string;
  toSchemeName: string | null;
  installmentsDone: number;
  requests: readonly PlanRequestRow[];
  lastRun: PlanInstallmentRow | undefined;
  banks: readonly BankRow[];
}

/** One plan as My systematic plans shows it, on the business date `today`. */
export function planView(facts: PlanFacts, today: string): TSystematicPlan {
  const { plan, requests } = facts;
  const stop = liveStopOf(requests);
  const status = planStatusOn(
    {
      stopped: plan.status === 'STOPPED',
      nextInstallmentDate: plan.status === 'COMPLETED' ? null : plan.nextInstallmentDate,
      stopEffectiveDate: stop?.effectiveDate ?? null,
    },
    today,
  );
  const running = status === 'ACTIVE' || status === 'STOP_PENDING';
  const { topUps, shifts } = changesOf(requests);
  const nextDate = running ? plan.nextInstallmentDate : null;
  const isSip = plan.planType === 'SIP';
  const mandateToday = isSip ? mandateOn(plan.mandateNo ?? '', shifts, today) : '';
  const pending = requests.filter(
    (r) =>
      (r.trxnType === 'TPSIP' || r.trxnType === 'SIPSHIFTING') &&
      r.status === 'PENDING' &&
      r.effectiveDate > today,
  );
  return {
    planType: plan.planType,
    planId: plan.id,
    acCode: facts.acCode,
    folioNo: plan.folioNo,
    schemeCode: plan.schemeCode,
    schemeName: facts.schemeName,
    toSchemeCode: plan.toSchemeCode,
    toSchemeName: facts.toSchemeName,
    amountPaise: paiseToWire(plan.amountPaise),
    nextAmountPaise: paiseToWire(installmentAmountOn(plan.amountPaise, topUps, nextDate ?? today)),
    frequencyId: isPurchaseFrequency(plan.frequencyId) ? plan.frequencyId : 'M',
    frequencyLabel: frequencyLabel(plan.frequencyId),
    installmentDay: plan.day,
    startDate: plan.startDate,
    endDate: plan.endDate,
    nextInstallmentDate: nextDate,
    installmentsDone: facts.installmentsDone,
    installments: plan.installments,
    status,
    stop: stop ? requestView(stop, facts.banks) : null,
    pendingChanges: pending.map((r) => requestView(r, facts.banks)),
    bank: isSip ? mandateBank(mandateToday, facts.banks) : null,
    lastRun: facts.lastRun
      ? {
          installmentDate: facts.lastRun.installmentDate,
          outcome: facts.lastRun.status as 'DONE' | 'FAILED' | 'SKIPPED',
          amountPaise: paiseToWire(facts.lastRun.amountPaise),
          reason: facts.lastRun.reason,
        }
      : null,
    canStop: status === 'ACTIVE',
    canRevokeStop:
      isSip && status === 'STOP_PENDING' && !!stop && stopIsRevocable(stop.effectiveDate, today),
    canChangeBank: isSip && status === 'ACTIVE',
    canTopUp: isSip && status === 'ACTIVE',
  };
}
