import { ZConsentItem } from './generate-nomi-pdf-profile.js';
import { z } from 'zod';
import { ZNomineeRequestRef, ZNomineeStep } from './common.js';
import { signModes } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

export const ZSaveSubmitFinalNomineeProfileRequest = ZNomineeRequestRef.extend({
  otpSignOrEsign: z.enum(signModes).default('E'),
  consentList: z.array(ZConsentItem).max(20),
});

export const ZSaveSubmitFinalNomineeProfileResponse = ZNomineeStep.extend({
  otpSignOrEsign: z.enum(signModes),
});

/** POST nominee/saveSubmitFinalNomineeProfile. */
export const saveSubmitFinalNomineeProfileCall = defineCall('nominee/saveSubmitFinalNomineeProfile', ZSaveSubmitFinalNomineeProfileRequest, ZSaveSubmitFinalNomineeProfileResponse);
