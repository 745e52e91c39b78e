import { z } from 'zod';
import { helpQueryCategoryCodes, helpQueryLimits, helpQueryStatuses } from '../../codes/help-queries.js';
import { shellMessages } from '../../messages.js';
import { defineCall } from '../call.js';

/** POST ewadashboardws/api/rest/helpdesk/sendQuery. */
export const ZSendQueryRequest = z.object({
  category: z.enum(helpQueryCategoryCodes, { message: shellMessages.queryCategory }),
  subject: z
    .string({ message: shellMessages.querySubjectEmpty })
    .trim()
    .min(1, shellMessages.querySubjectEmpty)
    .min(helpQueryLimits.subjectMin, shellMessages.querySubjectShort)
    .max(helpQueryLimits.subjectMax, shellMessages.querySubjectLong),
  message: z
    .string({ message: shellMessages.queryMessageEmpty })
    .trim()
    .min(1, shellMessages.queryMessageEmpty)
    .min(helpQueryLimits.messageMin, shellMessages.queryMessageShort)
    .max(helpQueryLimits.messageMax, shellMessages.queryMessageLong),
});
export type TSendQueryRequest = z.input<typeof ZSendQueryRequest>;

export const ZHelpQuery = z.object({
  referenceNo: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(helpQueryStatuses),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THelpQuery = z.infer<typeof ZHelpQuery>;

/** The query as stored; displayMessage carries 'Your query has been registered...'. */
export const ZSendQueryResponse = ZHelpQuery;
export type TSendQueryResponse = THelpQuery;

/** POST ewadashboardws/api/rest/helpdesk/sendQuery. */
export const sendQueryCall = defineCall('ewadashboardws/api/rest/helpdesk/sendQuery', ZSendQueryRequest, ZSendQueryResponse);
