import {
  formatPaise,
  installmentDays,
  orderMessages,
  parseDisplayDate,
  planLimits,
  planMessages,
  purchaseFrequencies,
  rupeesToPaise,
  showDate,
  sellMessages,
  systematicPlanSchedule,
  type PurchaseFrequencyId,
  type TRegisterSwpRequest,
} from '@cdesk/domain';

/** What the investor types for an STP or a standalone SWP. */
export interface PlanChoice {
  amount: string;
  freqId: PurchaseFrequencyId;
  installmentDate: string;
  installments: string;
  /** DD-MM-YYYY as typed; the first installment is the chosen day on or after it. */
  startDate: string;
}

export const frequencyChoices = (Object.keys(purchaseFrequencies) as PurchaseFrequencyId[]).map(
  (id) => ({ value: id, label: purchaseFrequencies[id].label }),
);

export const dayChoices = installmentDays.map((day) => ({
  value: String(day),
  label: String(day),
}));

export function emptyPlan(today: string): PlanChoice {
  return {
    amount: '',
    freqId: 'M',
    installmentDate: '',
    installments: '12',
    startDate: showDate(today),
  };
}

export type PlanField = 'amount' | 'installmentDate' | 'installments' | 'startDate';

/** The problems of a plan form, by field, in the gateway's words; empty when it may be sent. */
export function planProblems(
  choice: PlanChoice,
  today: string,
): Partial<Record<PlanField, string>> {
  const problems: Partial<Record<PlanField, string>> = {};
  const paise = rupeesToPaise(choice.amount);
  if (!choice.amount.trim()) problems.amount = sellMessages.amountRequired;
  else if (paise === null || paise <= 0n) problems.amount = orderMessages.amountInvalid;
  else if (paise < BigInt(planLimits.minInstallmentPaise))
    problems.amount = planMessages.minInstallment(formatPaise(planLimits.minInstallmentPaise));
  const day = Number(choice.installmentDate);
  if (!installmentDays.includes(day)) problems.installmentDate = planMessages.installmentDay;
  const count = Number(choice.installments);
  if (
    !/^\d+$/.test(choice.installments.trim()) ||
    count < planLimits.minInstallments ||
    count > planLimits.maxInstallments
  )
    problems.installments = planMessages.installments(
      planLimits.minInstallments,
      planLimits.maxInstallments,
    );
  const start = parseDisplayDate(choice.startDate);
  if (!start) problems.startDate = planMessages.startDate;
  else if (start < today) problems.startDate = planMessages.startPast;
  return problems;
}

/** The installment dates the plan will run on, as the gateway will register them; [] until valid. */
export function planDates(choice: PlanChoice, today: string): string[] {
  const problems = planProblems(choice, today);
  if (problems.installmentDate || problems.installments || problems.startDate) return [];
  return systematicPlanSchedule(
    parseDisplayDate(choice.startDate) ?? today,
    Number(choice.installmentDate),
    choice.freqId,
    Number(choice.installments),
  );
}

/** The registration request of a holding's plan. */
export function planRequest(
  holding: { folioNo: string; schcode: number },
  choice: PlanChoice,
): TRegisterSwpRequest {
  return {
    schCode: holding.schcode,
    folioNo: holding.folioNo,
    amount: choice.amount.trim().replace(/,/g, ''),
    freqId: choice.freqId,
    installmentDate: Number(choice.installmentDate),
    totalNoOfInst: Number(choice.installments),
    startDate: parseDisplayDate(choice.startDate) ?? choice.startDate,
  };
}
