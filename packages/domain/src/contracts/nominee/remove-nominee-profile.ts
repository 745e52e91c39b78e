import { ZNomineeRef, ZNomineeStep } from './common.js';
import { defineCall } from '../call.js';

export const ZRemoveNomineeProfileRequest = ZNomineeRef;

export const ZRemoveNomineeProfileResponse = ZNomineeStep;

/** POST nominee/removeNomineeProfile. */
export const removeNomineeProfileCall = defineCall('nominee/removeNomineeProfile', ZRemoveNomineeProfileRequest, ZRemoveNomineeProfileResponse);
