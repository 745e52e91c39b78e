import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZConsent, ZEnteredPerson, ZHolderRequest, ZKycHolder, ZNextScreen, ZPostalAddress } from './kyc-common.js';

const ZOption = z.object({ code: z.string(), label: z.string() });
const ZSource = z.enum(['KRA', 'CKYC', 'DIGILOCKER']);

/** Screens 57-60: each source's record beside what the applicant entered, and their addresses. */
export const loadAddressDetailCall = defineCall(
  'PersonalDetailService/loadAddressDetail',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    entered: ZEnteredPerson,
    sources: z.array(
      z.object({
        source: ZSource,
        sourceLabel: z.string(),
        /** Whether the address may be chosen (an on-hold KRA record is shown but not offered). */
        usable: z.enum(['Y', 'N']),
        person: ZEnteredPerson,
        address: ZPostalAddress,
        addressText: z.string(),
        differences: z.array(z.object({ field: z.string(), label: z.string(), entered: z.string(), found: z.string() })),
      }),
    ),
    /** The source the holder's KYC came from; its address is offered first. */
    kycSource: ZSource.nullable(),
    chosen: ZSource.nullable(),
  }),
);

export const saveDataAddressDetailCall = defineCall(
  'PersonalDetailService/saveDataAddressDetail',
  ZHolderRequest.extend({
    addressSource: z.enum(['KRA', 'CKYC', 'DIGILOCKER', ''] as const).default(''),
    confirm: ZConsent,
  }),
  ZNextScreen,
);

export const ZPersonalDetailForm = z.object({
  gender: z.string().trim().max(1).default(''),
  maritalStatus: z.string().trim().max(20).default(''),
  relativeKind: z.string().trim().max(1).default('F'),
  relativeName: boundedText(85).default(''),
  occupation: z.string().trim().max(2).default(''),
  annualIncome: z.string().trim().max(2).default(''),
  netWorth: z.string().trim().max(2).default(''),
  netWorthAmount: z.string().trim().max(20).default(''),
  pep: z.string().trim().max(1).default(''),
});
export type TPersonalDetailForm = z.infer<typeof ZPersonalDetailForm>;

/** Screens 13, 22, 28, 34: the holder's personal details, with the code tables to choose from. */
export const loadPersonalDetailCall = defineCall(
  'PersonalDetailService/loadPersonalDetail',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    holderName: z.string(),
    form: ZPersonalDetailForm,
    genders: z.array(ZOption),
    maritalStatuses: z.array(ZOption),
    occupations: z.array(ZOption),
    annualIncomeBands: z.array(ZOption),
    netWorthBands: z.array(ZOption),
    pepOptions: z.array(ZOption),
  }),
);

export const saveDataPersonalDetailCall = defineCall('PersonalDetailService/saveDataPersonalDetail', ZHolderRequest.extend(ZPersonalDetailForm.shape), ZNextScreen);
