import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZNextScreen } from './common.js';

/**
 * Screen 51, after the form's e-sign: submit the e-mandate now (Y: on to its e-sign) or later (N:
 * the application goes to review with the mandate kept as captured).
 */
export const processMandateSubYesNoCall = defineCall(
  'EsignService/processMandateSubYesNo',
  z.object({ submit: z.enum(['Y', 'N'], { error: 'Please choose Yes or No.' }) }),
  ZNextScreen.extend({ message: z.string() }),
);
