import { messages } from '../messages.js';
import { onboardingMessages } from './onboarding.js';

/** Messages of the holder, PAN and contact steps of account opening (spec 2 sections 5.1, 5.9, 8). */
export const onboardingHolderMessages = {
  invalidPan: 'Please enter valid PAN',
  samePan: 'Same PAN cannot be allowed on multiple holders',
  clientAdult: 'Date of birth should be greater than 18 years.',
  partnerAdult: 'Entered date should be equal to or greater than 18 years',
  minorUnder18: 'Entered date should be less than 18 years',
  tooOld: 'Entered date should be less than or equal to 100 years.',
  futureDate: 'Date of Birth cannot be a future date.',
  minorHolder: (phone: string) =>
    `A minor cannot be a holder of this account. Please contact our helpline ${phone} to open an account for a minor.`,
  nameTooLong: 'Sum of lengths of first, middle and last names should not be more than 85.',
  sameHoldingPattern: 'An account with the same holding pattern already exists.',
  verified: onboardingMessages.verified,
  invalidMobile: 'Please enter a valid mobile number.',
  invalidEmail: 'Please enter a valid Email ID.',
  sameMobileOnHolders:
    'Same Mobile No cannot be allowed on multiple holders unless declared as family.',
  sameEmailOnHolders:
    'Same Email ID cannot be allowed on multiple holders unless declared as family.',
  otpSent: (mobile: string, email: string) =>
    `OTP has been sent to your mobile number ${mobile} and e-mail ${email}.`,
  mobileOtpInvalid: 'Please enter valid Mobile OTP.',
  emailOtpInvalid: 'Please enter valid Email OTP.',
  bothUnverified: 'Please verify your mobile number and e-mail to continue.',
  linkSent: (email: string) =>
    `A verification link has been sent to ${email}. Open it from your mailbox, then continue here.`,
  linkInvalid: 'This verification link is not valid or has expired. Please ask for a new link.',
  linkDone: 'Your e-mail is verified. You may close this page and continue your registration.',
  linkPending: 'Your e-mail is not verified yet. Please open the link sent to your e-mail.',
  holderRemoved: 'The holder details are removed.',
  noSuchHolder: 'There are no details of this holder to remove.',
  firstHolderStays: 'The first holder cannot be removed.',
  guardianStays: 'The guardian of a minor cannot be removed.',
  formTypeNotAllowed: 'Selected account type is not allowed.',
  stepOrder: 'Please complete the earlier steps of your application first.',
  emptyField: messages.emptyField,
  invalidField: messages.invalidField,
  uncheckedField: messages.uncheckedField,
} as const;

/** Field names as the holder steps show them. */
export const onboardingHolderFields = {
  taxStatus: 'Tax Status',
  holdingMode: 'Holding Pattern',
  holderCount: 'Number of Holders',
  formType: 'Account Type',
  pan: 'PAN',
  dob: 'Date of Birth',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  relation: 'Relation with Minor',
  mobile: 'Mobile No',
  email: 'Email ID',
  mobileFamily: 'Mobile belongs to',
  emailFamily: 'Email belongs to',
  aadhaarMobileConsent: 'Aadhaar linked mobile consent',
  mobileFamilyConsent: 'Family declaration for mobile',
  emailFamilyConsent: 'Family declaration for email',
  mobileOtp: 'Mobile OTP',
  emailOtp: 'Email OTP',
} as const;

/** Consent texts of the contact step (spec 2 section 5.1). */
export const onboardingConsentTexts = {
  aadhaarMobile: 'I confirm that this mobile number is linked with my Aadhaar.',
  mobileFamily: (relation: string) =>
    `I declare that this mobile number belongs to my family member (${relation}).`,
  emailFamily: (relation: string) =>
    `I declare that this e-mail belongs to my family member (${relation}).`,
} as const;
