import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZConsent, ZHolderRequest, ZKycHolder, ZNextScreen } from './kyc-common.js';

const ZOption = z.object({ code: z.string(), label: z.string() });

export const ZTaxResidency = z.object({
  country: z.string().trim().toUpperCase().max(3).default(''),
  tin: z.string().trim().toUpperCase().max(25).default(''),
  tinType: z.string().trim().max(2).default(''),
});

export const ZFatcaForm = z.object({
  nationality: z.string().trim().toUpperCase().max(3).default(''),
  placeOfBirth: boundedText(60).default(''),
  countryOfBirth: z.string().trim().toUpperCase().max(3).default(''),
  taxResidencies: z.array(ZTaxResidency).max(4).default([]),
  declaration: ZConsent,
});
export type TFatcaForm = z.infer<typeof ZFatcaForm>;

/** Screens 14, 23, 29, 65: nationality, birth and tax residencies, with countries and TIN types. */
export const loadFatcaCall = defineCall(
  'FatcaService/loadFatca',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    holderName: z.string(),
    pan: z.string(),
    form: ZFatcaForm,
    countries: z.array(ZOption),
    tinTypes: z.array(ZOption),
  }),
);

/** Whether a country of birth lets the account open online; the reply says what to do if not. */
export const loadFatcaPobCall = defineCall(
  'FatcaService/loadFatcaPob',
  ZHolderRequest.extend({ countryOfBirth: z.string().trim().toUpperCase().max(3).default('') }),
  z.object({ onlineAllowed: z.enum(['Y', 'N']), message: z.string() }),
);

export const saveDataFatcaCall = defineCall('FatcaService/saveDataFatca', ZHolderRequest.extend(ZFatcaForm.shape), ZNextScreen);
