import { z } from 'zod';
import { applicationStatuses, esignStatuses, formFileTypes } from '../../codes/onboarding-form.js';
import type { GatewayResource } from '../call.js';
import { defineCall } from '../call.js';
import { ZNextScreen } from './common.js';
import { ZReviewDecision } from './FetchEditReport.js';

const ZEsignStatus = z.enum([esignStatuses.pending, esignStatuses.done]);
const ZApplicationStatus = z.enum([applicationStatuses.inProcess, applicationStatuses.underReview, applicationStatuses.approved, applicationStatuses.rejected]);

export const ZFormConsent = z.object({ consentId: z.string(), consentDesc: z.string() });

/** Screen 49: makes the application form (PDF) from everything saved and keeps it. */
export const generatePdfCall = defineCall(
  'EsignService/generatePdf',
  z.object({}),
  z.object({
    refNo: z.string(),
    fileName: z.string(),
    pages: z.number().int(),
    size: z.number().int(),
    /** DD-MM-YYYY HH:mm, India time. */
    generatedOn: z.string(),
    consent: ZFormConsent,
  }),
);

/**
 * The kept form as a PDF (not the envelope): the unsigned form by default, or the e-signed one.
 * Carries the registration tokens like every call, so a page fetches it and shows it as a blob.
 */
export const downloadFormResource = {
  path: 'EsignService/downloadForm',
  request: z.object({
    docType: z.enum([formFileTypes.unsigned, formFileTypes.signed]).default(formFileTypes.unsigned),
  }),
} as const satisfies GatewayResource;

/** The signed link the e-sign service fetches the form from (a GET, no tokens). */
export const formPdfResource = { pathPrefix: 'EsignService/form/' } as const;

/** Screen 49: the applicant confirms the form with the e-Wealth and e-sign consent. */
export const saveDataSubmitFinalCall = defineCall('EsignService/saveDataSubmitFinal', z.object({ consent: z.enum(['Y', 'N']).default('N') }), ZNextScreen);

/** Screen 50 (and the process-complete page): the e-sign of the form and where the application stands. */
export const loadEsignDetailCall = defineCall(
  'EsignService/loadEsignDetail',
  z.object({}),
  z.object({
    refNo: z.string(),
    signerName: z.string(),
    esignStatus: ZEsignStatus,
    txnId: z.string(),
    /** DD-MM-YYYY HH:mm, India time; empty until signed. */
    signedOn: z.string(),
    screenId: z.string(),
    applicationStatus: ZApplicationStatus,
    review: ZReviewDecision.nullable(),
  }),
);

/**
 * Change my application: voids the e-signature and the form of a signed application that is not
 * yet decided, and reopens it at the form screen, from which every earlier step can be changed;
 * the form is then made and e-signed again. Answers the screen the application resumes at.
 */
export const changeApplicationCall = defineCall('EsignService/changeApplication', z.object({}), ZNextScreen.extend({ message: z.string() }));

/** Starts the Aadhaar e-sign of the submitted form; the browser goes to `redirectUrl`. */
export const processEsignRequestCall = defineCall('EsignService/processEsignRequest', z.object({}), z.object({ txnId: z.string(), redirectUrl: z.string() }));

/** The e-sign service's return (esigncapture), checked before the signed form is kept. */
export const processEsignResponseCall = defineCall(
  'EsignService/processEsignResponse',
  z.object({
    txnId: z.string().trim().max(80).default(''),
    status: z.string().trim().max(20).default(''),
    signature: z.string().trim().max(200).default(''),
  }),
  ZNextScreen.extend({ esignStatus: ZEsignStatus, message: z.string() }),
);
