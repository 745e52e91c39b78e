import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZMandateOutcome } from './MandateService.js';

/** Where the application's mandate stands after the bank's page (the processemandateres page). */
export const mandateVerificationCall = defineCall('MandateVerificationService/mandateVerification', z.object({}), ZMandateOutcome.extend({ bankName: z.string(), upperLimit: z.string() }));
