import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZRefNo, ZRegistrationAccountType, ZScreenId } from './common.js';

/** EwaRegService/generateRefno: a new application under the registration session. */
export const ZGenerateRefnoRequest = z.object({
  accountType: ZRegistrationAccountType.default('EW'),
  /** 2 E-wealth (or E-Wealth MF for EMF), 1 PMS (spec 2 section 9). */
  formType: z.enum(['1', '2']).default('2'),
});
export const ZApplicationToken = z.object({
  refNo: ZRefNo,
  refToken: z.string(),
  accountType: ZRegistrationAccountType,
  screenId: ZScreenId,
});
export type TApplicationToken = z.infer<typeof ZApplicationToken>;
export const generateRefnoCall = defineCall('EwaRegService/generateRefno', ZGenerateRefnoRequest, ZApplicationToken);

/** EwaRegService/fetchBackNextScreen: Back and Next targets of a screen for this application. */
export const ZFetchBackNextScreenRequest = z.object({ screenId: ZScreenId });
export const ZFetchBackNextScreenResponse = z.object({
  screenId: ZScreenId,
  /** The screen the application is saved at. */
  savedScreenId: ZScreenId,
  backScreenId: ZScreenId.nullable(),
  nextScreenId: ZScreenId.nullable(),
});
export type TFetchBackNextScreenResponse = z.infer<typeof ZFetchBackNextScreenResponse>;
export const fetchBackNextScreenCall = defineCall('EwaRegService/fetchBackNextScreen', ZFetchBackNextScreenRequest, ZFetchBackNextScreenResponse);
