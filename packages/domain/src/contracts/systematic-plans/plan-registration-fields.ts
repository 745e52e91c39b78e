import { z } from 'zod';
import { planLimits } from '../../codes/systematic-plans.js';
import { planMessages } from '../../catalogue/plans.js';
import { ZFolioNo, ZFreqId, ZIsoDate, ZRupees, ZSchCode } from '../mutual-funds/purchase-fields.js';

const installmentsMessage = planMessages.installments(planLimits.minInstallments, planLimits.maxInstallments);

/** What an STP and a standalone SWP registration both take: the holding, the amount and the calendar. */
export const ZPlanRegistrationFields = z.object({
  /** The scheme held in the folio that pays out (SWP) or switches out (STP). */
  schCode: ZSchCode,
  folioNo: ZFolioNo.pipe(z.string().min(1, planMessages.folioNo)),
  /** Rupees per installment. */
  amount: ZRupees,
  freqId: ZFreqId,
  /** Day of the month, 1 to 28. */
  installmentDate: z.coerce.number({ message: planMessages.installmentDay }).int(planMessages.installmentDay).min(1, planMessages.installmentDay).max(28, planMessages.installmentDay),
  totalNoOfInst: z.coerce.number({ message: installmentsMessage }).int(installmentsMessage).min(planLimits.minInstallments, installmentsMessage).max(planLimits.maxInstallments, installmentsMessage),
  /** YYYY-MM-DD, today or later (business date); the first installment is the chosen day on or after it. Default today. */
  startDate: ZIsoDate.optional(),
});

/** What a registration answers besides the placed request: its calendar. */
export const ZPlanRegistrationSchedule = z.object({
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  /** Every installment date (a weekend or holiday one is run on the next business day). */
  installmentDates: z.array(ZIsoDate),
});
