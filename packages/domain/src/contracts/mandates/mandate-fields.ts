import { z } from 'zod';
import { partnerMandateModes } from '../../rules/mandate-limits.js';
import { ZIsoDate } from '../mutual-funds/purchase-fields.js';

/**
 * AWAITING: placed by the partner, waiting for the client's authorisation (EXPIRED once its link
 * has lapsed); PENDING: waiting for the bank; then ACTIVE or REJECTED.
 */
export const mandateStatuses = ['AWAITING', 'EXPIRED', 'PENDING', 'ACTIVE', 'REJECTED'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];
export const mandateStatusLabels: Record<MandateStatus, string> = {
  AWAITING: 'Awaiting your authorisation',
  EXPIRED: 'Authorisation link expired',
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
  mode: z.union([z.enum(partnerMandateModes), z.literal('')]),
  status: z.enum(mandateStatuses),
  statusText: z.string(),
  reason: z.string(),
  /** The partner who asked for the mandate; absent for one the investor registered. */
  placedBy: z.string().optional(),
  /** While it awaits the investor's authorisation: the link's d, and when the link lapses. */
  encryptedData: z.string().optional(),
  expiresOn: z.string().optional(),
});
export type TMandate = z.infer<typeof ZMandate>;
