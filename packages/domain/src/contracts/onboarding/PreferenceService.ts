import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZNextScreen } from './kyc-common.js';

const ZOption = z.object({ code: z.string(), label: z.string() });

export const ZPreferenceForm = z.object({
  segments: z.array(z.string().trim().max(2)).max(2).default([]),
  exchanges: z.array(z.string().trim().max(1)).max(7).default([]),
  /** Mutual-fund brokerage, a percentage as typed: 0 to 2.50 in steps of 0.05. */
  mfBrokerage: z.string().trim().max(10).default(''),
  /** The capital-market brokerage plan, when the CM segment is chosen. */
  cmBrokeragePlan: z.string().trim().max(1).default(''),
  gstNo: z.string().trim().toUpperCase().max(15).default(''),
});
export type TPreferenceForm = z.infer<typeof ZPreferenceForm>;

/** Screen 15: trading preferences of the account. */
export const loadPreferenceScrnCall = defineCall(
  'PreferenceService/loadPreferenceScrn',
  z.object({}),
  z.object({
    accountType: z.enum(['EW', 'EMF']),
    form: ZPreferenceForm,
    segments: z.array(ZOption.extend({ exchanges: z.array(ZOption) })),
    brokeragePlans: z.array(ZOption),
    /** Whether this entry sets the brokerage (a partner or staff); a client is not asked. */
    brokerageAsked: z.boolean(),
  }),
);

export const savePreferenceScrnCall = defineCall('PreferenceService/savePreferenceScrn', ZPreferenceForm, ZNextScreen);
