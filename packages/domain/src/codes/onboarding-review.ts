/** The staff review of account applications, over the code tables of spec 2 sections 4 and 9. */
import type { reportTypes } from './onboarding.js';
import { applicationStatusCodes, communicationTypes, rejectReasons } from './onboarding.js';

/** Where a submitted application stands with the reviewing staff. */
export const reviewStatuses = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewStatusLabels: Record<ReviewStatus, { code: string; text: string }> = {
  UNDER_REVIEW: { code: '', text: 'Under Review' },
  APPROVED: { code: '', text: 'Approved' },
  REJECTED: { code: applicationStatusCodes.notApproved, text: 'Not Approved' },
};

export type RejectReasonCode = (typeof rejectReasons)[number]['code'];
export const rejectReasonCodes = rejectReasons.map((r) => r.code) as [
  RejectReasonCode,
  ...RejectReasonCode[],
];
/** 29 Others needs a remark. */
export const otherReasonCode = '29';

export function rejectReasonOf(code: string) {
  return rejectReasons.find((r) => r.code === code);
}

export type ReviewReportType = (typeof reportTypes)[number];
export const communicationCodes = communicationTypes.map((c) => c.code) as ['NM', 'RE'];
export type CommunicationType = (typeof communicationCodes)[number];

/** The longest application entry date range a review list covers (section 5.1). */
export const reviewRangeMonths = 6;
