import { z } from 'zod';
import { closureMessages as m } from '../../../catalogue/closure.js';
import { esignLanguages } from '../../../codes/nominee.js';
import { closureLimits, closureReasonCodes } from '../../../codes/closure.js';
import { anyDpIdPattern, clientIdPattern, distributorDepositoryOf } from '../../../rules/closure.js';
import { singleLine } from '../../../rules/text.js';
import { defineCall } from '../../call.js';
import { ZUploadContent, ZUploadFileName } from '../../onboarding/upload-common.js';
import { ZClosureReqId, ZClosureRequestView } from './common.js';

const languageIds = esignLanguages.map((l) => l.LANG_ID) as [string, ...string[]];
const upper = (text: string) => text.trim().toUpperCase();

/** The closure form's fields, checked the same way on the web and on the server. */
export const ZClosureFormFields = z
  .object({
    reasonCode: z.enum(closureReasonCodes, { error: m.reason }),
    remarks: singleLine(z.string().trim().max(closureLimits.remarksMax, m.remarks)).default(''),
    dpId: z
      .string({ error: m.dpId })
      .transform(upper)
      .refine((id) => distributorDepositoryOf(id) !== null, m.dpId),
    boId: z.string({ error: m.boId }).trim().regex(clientIdPattern, m.boId),
    transferHoldings: z.enum(['Y', 'N'], { error: m.transfer }),
    targetDpId: z.string().max(20).transform(upper).default(''),
    targetClientId: z.string().trim().max(20).default(''),
    consent: z.literal('Y', { error: m.consent }),
    language: z.enum(languageIds, { error: m.language }),
  })
  .superRefine((form, ctx) => {
    if (form.reasonCode === 'OTHERS' && form.remarks === '') ctx.addIssue({ code: 'custom', path: ['remarks'], message: m.remarks });
    if (form.transferHoldings !== 'Y') return;
    if (!anyDpIdPattern.test(form.targetDpId)) ctx.addIssue({ code: 'custom', path: ['targetDpId'], message: m.targetDpId });
    else if (!clientIdPattern.test(form.targetClientId)) ctx.addIssue({ code: 'custom', path: ['targetClientId'], message: m.targetClientId });
    else if (form.targetDpId === form.dpId && form.targetClientId === form.boId) ctx.addIssue({ code: 'custom', path: ['targetClientId'], message: m.sameTarget });
  });

export const ZSaveClosureDetailRequest = z.intersection(
  ZClosureFormFields,
  z.object({
    /** The open request being changed; empty for a new one. */
    closureReqId: z.union([ZClosureReqId, z.literal('')]).default(''),
    /** The client master report, when holdings are transferred (kept from before when absent). */
    cmrFileName: z.union([ZUploadFileName, z.literal('')]).default(''),
    cmrContent: z.union([ZUploadContent, z.literal('')]).default(''),
  }),
);

export const ZSaveClosureDetailResponse = z.object({
  request: ZClosureRequestView,
  message: z.string(),
});

/** POST ClosureProcessService/saveClosureDetail: opens or changes the investor's closure request. */
export const saveClosureDetailCall = defineCall('ClosureProcessService/saveClosureDetail', ZSaveClosureDetailRequest, ZSaveClosureDetailResponse);

export type TSaveClosureDetailRequest = z.output<typeof ZSaveClosureDetailRequest>;
export type TClosureFormFields = z.input<typeof ZClosureFormFields>;
