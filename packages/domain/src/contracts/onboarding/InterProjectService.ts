import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZRegPartner } from './FetchCenterPartner.js';

/** InterProjectService/getPartnerDtlByRefNo: the partner behind a partner's registration link. */
export const getPartnerDtlByRefNoCall = defineCall(
  'InterProjectService/getPartnerDtlByRefNo',
  z.object({ refNo: boundedText(40).min(1, 'Reference number cannot be empty.') }),
  z.object({ partner: ZRegPartner }),
);
