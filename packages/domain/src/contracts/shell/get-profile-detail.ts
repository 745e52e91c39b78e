import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

/** POST ewatraderegws/api/profileoperations/getProfileDetail {ucc}: the investor's own UCC only. */
export const ZGetProfileDetailRequest = z.object({
  ucc: boundedText(32).min(1, 'UCC cannot be empty.'),
});
export type TGetProfileDetailRequest = z.input<typeof ZGetProfileDetailRequest>;

export const ZProfileNominee = z.object({
  nomineeNo: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  /** Percentage share, e.g. 100 or 33.33. */
  share: z.number(),
  /** DD-MM-YYYY. */
  dob: z.string(),
  /** The guardian of a minor nominee; '' otherwise. */
  guardianName: z.string(),
});
export type TProfileNominee = z.infer<typeof ZProfileNominee>;

export const ZProfileClaimant = z.object({ name: z.string(), relationship: z.string() });
export const ZProfileWitness = z.object({ name: z.string(), address: z.string() });

/** Profile detail of spec 1 section 3. */
export const ZGetProfileDetailResponse = z.object({
  name: z.string(),
  ucc_no: z.string(),
  demat_acc_no: z.string(),
  email: z.string(),
  phone: z.string(),
  /** DD-MM-YYYY. */
  dob: z.string(),
  gender: z.string(),
  address: z.string(),
  /** A short-lived URL of the display photo; '' when none was uploaded (show the initial). */
  avatar: z.string(),
  nominees: z.array(ZProfileNominee),
  /** Empty when none on record. */
  claimant: z.array(ZProfileClaimant),
  witness: z.array(ZProfileWitness),
});
export type TGetProfileDetailResponse = z.infer<typeof ZGetProfileDetailResponse>;

/** POST ewatraderegws/api/profileoperations/getProfileDetail. */
export const getProfileDetailCall = defineCall('ewatraderegws/api/profileoperations/getProfileDetail', ZGetProfileDetailRequest, ZGetProfileDetailResponse);
