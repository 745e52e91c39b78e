import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestView } from './common.js';

export const ZLoadClosureFormRequest = z.object({});

const ZOption = z.object({ code: z.string(), label: z.string() });

export const ZLoadClosureFormResponse = z.object({
  investorName: z.string(),
  /** The demat account that can be closed online (null when the account has none with us). */
  demat: z.object({ dpId: z.string(), boId: z.string(), depository: z.string() }).nullable(),
  reasons: z.array(ZOption),
  languages: z.array(ZOption),
  /** The open request (being filled in or waiting for the signature), if any. */
  pending: ZClosureRequestView.nullable(),
  /** The consent the investor gives with the request. */
  consentText: z.string(),
});

/** POST ClosureProcessService/loadClosureForm: the form's lists and any open request. */
export const loadClosureFormCall = defineCall('ClosureProcessService/loadClosureForm', ZLoadClosureFormRequest, ZLoadClosureFormResponse);

export type TLoadClosureFormResponse = z.output<typeof ZLoadClosureFormResponse>;
