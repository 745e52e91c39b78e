import { nomineeMessages } from './nominee.js';

/**
 * Messages of nomination at account opening (spec 2 section 5.4), word for word. Where 5.4 words a
 * message as the nominee wizard does, the wizard's entry is the one used.
 */
export const onboardingNomineeMessages = {
  adviseNominee: 'It is advisable to assign Nominee to your E-Wealth Account.',
  minorWitness: nomineeMessages.minorWitness,
  guardianMinor: nomineeMessages.minornomineegrdn,
  shareZero: nomineeMessages.shareZero,
  shareHundred: nomineeMessages.shareHundred,
  guardianIdSame: nomineeMessages.guardianIdSameAsNominee,
  invalidDemat: 'Provide valid Demate Account',
  consent: 'Please provide your consent to process further.',
  invalidMobile: 'Kindly provide valid Mobile No.',
  invalidEmail: 'Entered E-Mail ID is invalid.',
  invalidNomineeName: 'Invalid Nominee Name',
  invalidGuardianName: 'Invalid Nominee Guardian Name.',
  dateTooOld: nomineeMessages.dateLessThanHundredError,
  invalidIdProof: 'Kindly provide valid ID Proof No.',
  /** The desk's own words for what 5.4 leaves unsaid. */
  nominationChoice: 'Please choose whether you wish to assign a nominee.',
  nomineeCount: 'Please choose 1, 2 or 3 nominees.',
  sharesTotal: nomineeMessages.shareTotal,
  idNoDuplicate: nomineeMessages.idNoDuplicate,
  guardianRequired: 'A minor nominee needs a guardian: please enter the guardian details.',
  nomineeNotInChoice: 'This nominee is not part of the nomination you chose.',
  nomineesIncomplete: 'Please save the details of every nominee before the witness.',
  nomineeNotSaved: 'This nominee has not been saved yet.',
  holderAddressMissing: "The first holder's address is not saved yet.",
  witnessName: 'Please enter a valid witness name.',
  documentType: 'Please upload the ID proof as a JPG, PNG or PDF file.',
  documentTooLarge: 'The ID proof file should be at most 2 MB.',
  documentMissing: 'There is no such nominee document to remove.',
  boNotFound: 'No beneficial owner was found for this demat account.',
  boNotDemat: 'The ID proof of this nominee is not a demat account.',
} as const;
