import { z } from 'zod';
import { evotingMessages } from '../../catalogue/evoting.js';
import { depositoryNames } from '../../rules/demat.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/common/getEVotingRequest {}: an e-voting session with the depository of the demat account. */
export const ZGetEVotingRequestRequest = z.object({});
export type TGetEVotingRequestRequest = z.input<typeof ZGetEVotingRequestRequest>;

export const ZGetEVotingRequestResponse = z.object({
  /** The depository whose e-voting page the browser goes to (spec 3: CDSL or NSDL). */
  redirectTo: z.enum(depositoryNames),
  /** Where the browser posts the form. */
  url: z.string(),
  /** The form's fields, posted as they are (signed by the depository participant). */
  fields: z.record(z.string(), z.string()),
  /** The depository comes back to /evoting with this reference. */
  requestReference: z.string(),
});
export type TGetEVotingRequestResponse = z.infer<typeof ZGetEVotingRequestResponse>;

export const getEVotingRequestCall = defineCall('ewamftrxnsws/api/common/getEVotingRequest', ZGetEVotingRequestRequest, ZGetEVotingRequestResponse);

/** A reference as the depository hands it back: letters, digits and dashes. */
export const ZEVotingReference = z
  .string({ message: evotingMessages.referenceRequired })
  .trim()
  .min(1, evotingMessages.referenceRequired)
  .max(40, evotingMessages.referenceInvalid)
  .regex(/^[A-Za-z0-9-]+$/, evotingMessages.referenceInvalid);

/** POST ewamftrxnsws/api/common/getEVotingNsdlErrorDtl {requestReference}: the outcome of an e-voting session. */
export const ZGetEVotingNsdlErrorDtlRequest = z.object({ requestReference: ZEVotingReference });
export type TGetEVotingNsdlErrorDtlRequest = z.input<typeof ZGetEVotingNsdlErrorDtlRequest>;

export const evotingChoices = ['FOR', 'AGAINST', 'ABSTAIN'] as const;
export type EVotingChoice = (typeof evotingChoices)[number];

export const ZEVotingVote = z.object({
  evsn: z.string(),
  companyName: z.string(),
  isin: z.string(),
  resolutionNo: z.number().int(),
  resolution: z.string(),
  choice: z.enum(evotingChoices),
  /** The shares the vote was cast with. */
  shares: z.number().int(),
  /** ISO 8601. */
  votedAt: z.string(),
});
export type TEVotingVote = z.infer<typeof ZEVotingVote>;

export const ZGetEVotingNsdlErrorDtlResponse = z.object({
  requestReference: z.string(),
  redirectTo: z.enum(depositoryNames),
  /**
   * PENDING: the depository has not received the request; COMPLETED: the session ended, with the
   * votes it recorded (maybe none); FAILED: the depository refused it, with its error.
   */
  status: z.enum(['PENDING', 'OPEN', 'COMPLETED', 'FAILED']),
  /** The depository's error; '' when there is none. */
  ERROR_CODE_DESCRIPTION: z.string(),
  RES_ERROR_CODE_ID: z.string(),
  /** The votes recorded in this session. */
  votes: z.array(ZEVotingVote),
});
export type TGetEVotingNsdlErrorDtlResponse = z.infer<typeof ZGetEVotingNsdlErrorDtlResponse>;

export const getEVotingNsdlErrorDtlCall = defineCall('ewamftrxnsws/api/common/getEVotingNsdlErrorDtl', ZGetEVotingNsdlErrorDtlRequest, ZGetEVotingNsdlErrorDtlResponse);

/** POST services/evoting/events {}: the open e-voting events of the companies the investor holds. */
export const ZGetEVotingEventsRequest = z.object({});
export type TGetEVotingEventsRequest = z.input<typeof ZGetEVotingEventsRequest>;

export const ZEVotingEvent = z.object({
  evsn: z.string(),
  isin: z.string(),
  companyName: z.string(),
  meetingType: z.string(),
  /** YYYY-MM-DD: the record date, and the voting period (both days included). */
  cutOffDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The shares the investor votes with. */
  shares: z.number().int(),
  resolutions: z.number().int(),
  /** How many of its resolutions the investor has voted on. */
  voted: z.number().int(),
});
export type TEVotingEvent = z.infer<typeof ZEVotingEvent>;

export const ZGetEVotingEventsResponse = z.object({
  /** The depository of the demat account; null when the investor has none. */
  depository: z.enum(depositoryNames).nullable(),
  events: z.array(ZEVotingEvent),
  /** Why there is nothing to vote on (no demat account); '' otherwise. */
  note: z.string(),
});
export type TGetEVotingEventsResponse = z.infer<typeof ZGetEVotingEventsResponse>;

export const getEVotingEventsCall = defineCall('services/evoting/events', ZGetEVotingEventsRequest, ZGetEVotingEventsResponse);
