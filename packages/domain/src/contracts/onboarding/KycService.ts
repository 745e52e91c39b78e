import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZConsent, ZEnteredPerson, ZHolderRequest, ZKycHolder, ZKycIdentity, ZNextScreen } from './kyc-common.js';

const ZKraStatus = z.enum(['VALIDATED', 'REGISTERED', 'ON_HOLD', 'REJECTED', 'NOT_FOUND']);

/** Screens 53-56: the KRA record of the holder's PAN, downloaded for the holder to see. */
export const loadKraDownloadScrnCall = defineCall(
  'KycService/loadKraDownloadScrn',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    entered: ZEnteredPerson,
    kraStatus: ZKraStatus,
    kraStatusText: z.string(),
    /** Whether the application goes on with this record (validated) or on to CKYC. */
    usable: z.enum(['Y', 'N']),
    message: z.string(),
    identity: ZKycIdentity.nullable(),
  }),
);

/** Saves the KRA outcome (the KYC branch) and answers the next screen. */
export const saveKraDownloadCall = defineCall('KycService/saveKraDownload', ZHolderRequest.extend({ consent: ZConsent }), ZNextScreen);

/** Screens 61-64: the Central KYC Registry record of the holder's PAN and date of birth. */
export const loadCkycDownloadScrnCall = defineCall(
  'KycService/loadCkycDownloadScrn',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    entered: ZEnteredPerson,
    found: z.enum(['Y', 'N']),
    message: z.string(),
    identity: ZKycIdentity.nullable(),
  }),
);

export const saveCkycDownloadScrnCall = defineCall('KycService/saveCkycDownloadScrn', ZHolderRequest.extend({ consent: ZConsent }), ZNextScreen);

/** Screens 11, 20, 26, 32: KYC through DigiLocker. */
export const loadDigiLockerScrnCall = defineCall(
  'KycService/loadDigiLockerScrn',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    entered: ZEnteredPerson,
    mobile: z.string(),
    /** Whether DigiLocker data is already received for this holder. */
    received: z.enum(['Y', 'N']),
  }),
);

/** Starts a DigiLocker consent session; the browser goes to `redirectUrl`. */
export const digiLockerKycCall = defineCall(
  'KycService/digiLockerKyc',
  ZHolderRequest.extend({
    /** The Aadhaar-linked mobile consent of spec 2 section 5.1. */
    aadhaarMobileConsent: ZConsent,
  }),
  z.object({ redirectUrl: z.string(), sessionId: z.string() }),
);

/** DigiLocker's return, as the desk's page receives it, recorded against the holder. */
export const saveDigiLockerKycCall = defineCall(
  'KycService/saveDigiLockerKyc',
  ZHolderRequest.extend({
    sessionId: z.string().trim().max(64),
  }),
  z.object({ received: z.enum(['Y', 'N']), message: z.string() }),
);

/** Screens 12, 21, 27, 33: the identity DigiLocker gave, with where it differs from the entry. */
export const loadDigiLockerVrfyCall = defineCall(
  'KycService/loadDigiLockerVrfy',
  ZHolderRequest,
  z.object({
    holder: ZKycHolder,
    entered: ZEnteredPerson,
    identity: ZKycIdentity.nullable(),
    differences: z.array(z.object({ field: z.string(), label: z.string(), entered: z.string(), found: z.string() })),
  }),
);

/** Confirms the DigiLocker identity for the holder and answers the next screen. */
export const saveDigiLockerVrfyCall = defineCall('KycService/saveDigiLockerVrfy', ZHolderRequest.extend({ consent: ZConsent }), ZNextScreen);
