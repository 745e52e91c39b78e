import { z } from 'zod';

/** The holder a KYC, personal or FATCA call is about: first, second, third or guardian. */
export const ZKycHolder = z.enum(['F', 'S', 'T', 'G'], { error: 'Holder should be valid.' });

/** A request about one holder of the application the reference token names. */
export const ZHolderRequest = z.object({ holder: ZKycHolder.default('F') });

export const ZPostalAddress = z.object({
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});

/** An identity record as a KYC source gives it. Dates are DD-MM-YYYY. */
export const ZKycIdentity = z.object({
  source: z.enum(['KRA', 'CKYC', 'DIGILOCKER']),
  pan: z.string(),
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  dob: z.string(),
  gender: z.enum(['M', 'F', 'T']),
  fatherName: z.string(),
  address: ZPostalAddress,
  /** The last four digits of the Aadhaar (DigiLocker) or the CKYC number masked but four. */
  idHint: z.string(),
  /** A data: URL of the photo on record; empty where the source has none. */
  photo: z.string(),
});
export type TKycIdentity = z.infer<typeof ZKycIdentity>;

/** What the applicant entered, for comparison with a source. */
export const ZEnteredPerson = z.object({
  fname: z.string(),
  mname: z.string(),
  lname: z.string(),
  dob: z.string(),
  pan: z.string(),
});

export { ZNextScreen } from './common.js';

export const ZConsent = z.enum(['Y', 'N']).default('N');
