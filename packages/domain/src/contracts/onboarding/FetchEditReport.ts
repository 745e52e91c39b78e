import { z } from 'zod';
import { defineCall } from '../call.js';
import { onboardingMessages } from '../../catalogue/onboarding.js';
import { reviewMessages } from '../../catalogue/onboarding-review.js';
import { reportTypes } from '../../codes/onboarding.js';
import { communicationCodes, otherReasonCode, rejectReasonCodes, reviewStatuses } from '../../codes/onboarding-review.js';
import { parseDisplayDate } from '../../rules/format.js';
import { reviewRangeProblem } from '../../rules/onboarding/review.js';
import { boundedText } from '../common.js';
import { ZHolderRole, ZRefNo } from './common.js';
import { ZCodeLabel } from './holders-common.js';

/** Step 6: the account types this registration may open, and the holding chosen at step 5. */
export const ZGetAllowedAccTypeResponse = z.object({
  accountType: z.string(),
  selected: z.string(),
  allowed: z.array(z.object({ key: z.string(), accountType: z.string(), formType: z.string(), label: z.string() })),
  taxStatus: ZCodeLabel,
  holdingMode: ZCodeLabel,
  holders: z.array(z.object({ role: z.string(), label: z.string() })),
});
export type TGetAllowedAccTypeResponse = z.output<typeof ZGetAllowedAccTypeResponse>;
export const getAllowedAccTypeCall = defineCall('FetchEditReport/getAllowedAccType', z.object({}), ZGetAllowedAccTypeResponse);

/** A DD-MM-YYYY date as typed on the review screens, read as 'YYYY-MM-DD'. */
const ZEntryDate = (label: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const iso = parseDisplayDate(text);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: onboardingMessages.shouldBeValid(label) });
        return z.NEVER;
      }
      return iso;
    });

const ZEntryRange = z.object({ fromDate: ZEntryDate('From Date'), toDate: ZEntryDate('To Date') }).superRefine((range, ctx) => {
  const problem = reviewRangeProblem(range.fromDate, range.toDate);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['toDate'] });
});

export const ZReviewStatus = z.enum(reviewStatuses);
export const ZRejectReasonCode = z.enum(rejectReasonCodes, {
  message: onboardingMessages.shouldBeValid('Reject Reason'),
});

/** What the staff decided about an application (the step record 'review' of role F). */
export const ZReviewDecision = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  reasonCode: z.string(),
  reason: z.string(),
  accountNo: z.string().optional(),
  decidedAt: z.string(),
});
export type TReviewDecision = z.output<typeof ZReviewDecision>;

/** One row of the review list. */
export const ZReviewApplication = z.object({
  refNo: z.string(),
  /** DD-MM-YYYY. */
  entryDate: z.string(),
  accountType: z.string(),
  holderName: z.string(),
  pan: z.string(),
  mobile: z.string(),
  email: z.string(),
  holders: z.number().int(),
  status: ZReviewStatus,
  statusCode: z.string(),
  statusText: z.string(),
  reasonCode: z.string(),
  reason: z.string(),
  /** DD-MM-YYYY, empty until decided. */
  decidedOn: z.string(),
  accountNo: z.string(),
});
export type TReviewApplication = z.output<typeof ZReviewApplication>;

/** FetchEditReport/fetchEditReport: applications entered in a date range, awaiting review (NORMAL) or rejected (REJECT). */
export const ZFetchEditReportRequest = ZEntryRange.and(z.object({ reportType: z.enum(reportTypes).default('NORMAL') }));
export const ZFetchEditReportResponse = z.object({
  reportType: z.enum(reportTypes),
  applications: z.array(ZReviewApplication),
});
export type TFetchEditReportResponse = z.output<typeof ZFetchEditReportResponse>;
export const fetchEditReportCall = defineCall('FetchEditReport/fetchEditReport', ZFetchEditReportRequest, ZFetchEditReportResponse);

/** FetchEditReport/fetchNAReason: the reasons an application can be rejected with. */
export const ZFetchNAReasonResponse = z.object({
  reasons: z.array(z.object({ reasonCode: z.string(), reason: z.string() })),
  otherReasonCode: z.string(),
});
export const fetchNAReasonCall = defineCall('FetchEditReport/fetchNAReason', z.object({}), ZFetchNAReasonResponse);

const ZRefNoRequest = z.object({ refNo: ZRefNo });

const ZReviewFile = z.object({ role: z.string(), kind: z.string(), docType: z.string(), fileName: z.string(), mime: z.string(), size: z.number().int() });

/** FetchEditReport/fetchRefnoDetail: one application as the reviewer opens it. */
export const ZFetchRefnoDetailResponse = z.object({
  application: ZReviewApplication.extend({ taxStatus: z.string(), holdingMode: z.string(), screenId: z.string() }),
  holders: z.array(z.object({ role: z.string(), label: z.string(), name: z.string(), pan: z.string(), dob: z.string(), mobile: z.string(), email: z.string() })),
  bank: z
    .object({ ifsc: z.string(), micr: z.string(), bankName: z.string(), branch: z.string(), accountNo: z.string(), accountType: z.string(), verified: z.boolean(), nameAtBank: z.string() })
    .nullable(),
  mandate: z
    .object({
      emandate: z.boolean(),
      mandateType: z.string(),
      provider: z.string(),
      upperLimitPaise: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      mandateNo: z.string(),
      status: z.string(),
    })
    .nullable(),
  nominees: z.array(z.object({ slot: z.number().int(), name: z.string(), dob: z.string(), relation: z.string(), share: z.number(), guardianName: z.string() })),
  files: z.array(ZReviewFile),
  decision: ZReviewDecision.nullable(),
});
export type TFetchRefnoDetailResponse = z.output<typeof ZFetchRefnoDetailResponse>;
export const fetchRefnoDetailCall = defineCall('FetchEditReport/fetchRefnoDetail', ZRefNoRequest, ZFetchRefnoDetailResponse);

/** FetchEditReport/downloadRefnoFile: one file of the application (photo, document, signature, form), base64. */
export const ZDownloadRefnoFileRequest = ZRefNoRequest.extend({
  role: ZHolderRole,
  kind: z.enum(['PHOTO', 'DOCUMENT', 'SIGNATURE', 'FORM']),
  docType: boundedText(60).min(1),
});
export const ZDownloadRefnoFileResponse = z.object({ fileName: z.string(), mime: z.string(), content: z.string() });
export const downloadRefnoFileCall = defineCall('FetchEditReport/downloadRefnoFile', ZDownloadRefnoFileRequest, ZDownloadRefnoFileResponse);

/** FetchEditReport/rejectRefno: rejects an application awaiting review, with a reason (and a remark for 29 Others). */
export const ZRejectRefnoRequest = ZRefNoRequest.extend({
  reasonCode: ZRejectReasonCode,
  remark: boundedText(200).default(''),
}).superRefine((input, ctx) => {
  if (input.reasonCode === otherReasonCode && input.remark === '') ctx.addIssue({ code: 'custom', message: reviewMessages.remarkRequired, path: ['remark'] });
});
export const ZRejectRefnoResponse = z.object({
  refNo: z.string(),
  status: z.literal('REJECTED'),
  statusCode: z.string(),
  statusText: z.string(),
  requestStatus: z.string(),
  reasonCode: z.string(),
  reason: z.string(),
});
export const rejectRefnoCall = defineCall('FetchEditReport/rejectRefno', ZRejectRefnoRequest, ZRejectRefnoResponse);

/** FetchEditReport/approveRefno: approves an application awaiting review and opens the wealth account. */
export const ZApproveRefnoResponse = z.object({
  refNo: z.string(),
  status: z.literal('APPROVED'),
  njAcNo: z.string(),
  ucc: z.string(),
  accountType: z.string(),
});
export const approveRefnoCall = defineCall('FetchEditReport/approveRefno', ZRefNoRequest, ZApproveRefnoResponse);

const ZCommResponse = z.object({ sent: z.number().int(), recipients: z.array(z.string()) });

/** FetchEditReport/sendComm: the application's status message to its holders' contacts (NM normal, RE resend). */
export const sendCommCall = defineCall('FetchEditReport/sendComm', ZRefNoRequest.extend({ commType: z.enum(communicationCodes).default('NM') }), ZCommResponse);

/** FetchEditReport/sendCommToHolder: the same message to one holder. */
export const sendCommToHolderCall = defineCall('FetchEditReport/sendCommToHolder', ZRefNoRequest.extend({ holder: ZHolderRole, commType: z.enum(communicationCodes).default('RE') }), ZCommResponse);

/** FetchEditReport/downloadNAReasonFile: the rejected applications of a date range, as CSV. */
export const downloadNAReasonFileCall = defineCall('FetchEditReport/downloadNAReasonFile', ZEntryRange, z.object({ fileName: z.string(), content: z.string() }));
