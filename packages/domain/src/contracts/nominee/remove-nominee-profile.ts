import { ZNomineeRef, ZNomineeStep } from './common.js';

export const ZRemoveNomineeProfileRequest = ZNomineeRef;

export const ZRemoveNomineeProfileResponse = ZNomineeStep;
