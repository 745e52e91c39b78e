import { z } from 'zod';
import { eMandateModes } from '../../rules/mandate-limits.js';
import { ZIsoDate } from '../mutual-funds/purchase-fields.js';

export const mandateStatuses = ['PENDING', 'ACTIVE', 'REJECTED'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];
export const mandateStatusLabels: Record<MandateStatus, string> = {
  PENDING: 'Awaiting bank approval',
  ACTIVE: 'Active',
  REJECTED: 'Rejected by the bank',
};

/** A registered bank account of the investor, and whether a mandate may be registered on it. */
export const ZMandateBank = z.object({
  bankId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNoMasked: z.string(),
  ifsc: z.string(),
  accType: z.string(),
  isDefault: z.boolean(),
  /** The active mandate on the account, empty when there is none. */
  mandateNo: z.string(),
});
export type TMandateBank = z.infer<typeof ZMandateBank>;

/** The Mandate entity of spec 1 section 4, with its mode and where it stands. */
export const ZMandate = z.object({
  mandateId: z.number().int(),
  njEMandateNo: z.string(),
  bseEMandateNo: z.string(),
  accName: z.string(),
  bankName: z.string(),
  /** Masked: only the last four digits show. */
  bankAcno: z.string(),
  accType: z.string(),
  /** Rupees with two decimals. */
  upperLimit: z.string(),
  /** YYYY-MM-DD, empty when the bank did not say. */
  startDate: z.union([ZIsoDate, z.literal('')]),
  endDate: z.union([ZIsoDate, z.literal('')]),
  mode: z.union([z.enum(eMandateModes), z.literal('')]),
  status: z.enum(mandateStatuses),
  statusText: z.string(),
  reason: z.string(),
});
export type TMandate = z.infer<typeof ZMandate>;
