import { displayPhotoLimits } from './codes/display-photo.js';
import { helpQueryLimits } from './codes/help-queries.js';

/** The message catalogue, worded as the specs word it. */
export const messages = {
  common: 'Some Technical problem arise.',
  somethingWrong: 'Oops! Something went wrong. Please try again!!',
  technicalTryLater: 'There is some technical problem, please try after some time!',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  invalidCredentials: 'Invalid Login ID or Password.',
  accountBlocked:
    'Your account has been blocked after repeated failed attempts. Please reset your password to unblock it.',
  loggedOut: 'You have been logged out successfully.',
  emptyField: (field: string) => `${field} cannot be empty.`,
  invalidField: (field: string) => `${field} should be valid.`,
  uncheckedField: (field: string) => `${field} should be checked.`,
  badRequest: 'The request could not be understood. Please check what was sent and try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  notFound: 'The requested service was not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notYourAccount: 'This account is not linked to your login.',
  opps: 'Opps!Something went wrong.Please try again!!',
  downloadFailed: 'There some technical problem arise',
  genericFailure: 'error',
  emfNotAvailable:
    'This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your Wealth Partner.',
  emptyPortfolio:
    'You do not have any investments yet. Please contact your Wealth Partner to start investing.',
  captchaRequired: 'Please enter the captcha.',
  captchaInvalid: 'Please enter valid captcha.',
  otpInvalidMobile: 'Please enter a valid mobile number.',
  otpInvalid: 'Please enter valid OTP.',
  otpSent: 'OTP has been sent to the mobile number.',
  otpMatched: 'OTP Matched SuccessFully.',
  otpExpired: 'OTP has expired. Please generate a new OTP.',
  otpWrongCountReached: 'You have entered a wrong OTP 3 times. Please generate a new OTP.',
  otpRegenerateLimit:
    'You have reached the maximum number of OTP requests. Please try again after 30 minutes.',
  otpNoActive: 'Please generate an OTP first.',
  mappingEmpty: 'Please Enter your Date of Birth/PIN',
  mappingInvalid: 'Please enter valid PIN / Date of Birth',
  passwordSameAsOld: 'New password cannot be the same as the current password.',
  passwordContainsLoginId: 'New password cannot contain your login ID.',
  passwordMismatch: 'New password and confirm password do not match.',
  passwordWrongCurrent: 'Current password is incorrect.',
  passwordChanged: 'Your password has been changed successfully.',
  loginIdTaken: 'This login ID is already taken. Please choose another.',
  loginIdSaved: 'Your personalised login ID has been saved.',
  stepsPending: 'Please complete the pending steps before you continue.',
  recoveryNoMatch: 'We could not find an account with these details.',
  temporaryPasswordSent:
    'A temporary password has been sent to your registered mobile number and e-mail. Please log in with it and set a new password.',
  loginIdsSent: 'Your login details have been sent to your registered mobile number and e-mail.',
  pinChanged: 'Your PIN has been changed successfully.',
} as const;

/** Messages of the shell calls (header, partner, profile, notifications, help and support). */
export const shellMessages = {
  noPartner: 'No Wealth Partner is linked to this account yet.',
  photoType: 'Please upload a JPG or PNG image.',
  photoTooLarge: `The photo must be smaller than ${displayPhotoLimits.maxBytes / (1024 * 1024)} MB.`,
  photoSaved: 'Your photo has been updated.',
  photoNotFound: 'The photo was not found.',
  photoLinkExpired: 'This photo link has expired. Please reload the page.',
  notificationNotFound: 'This notification was not found.',
  helpFileNotFound: 'The help document was not found.',
  mediaNotFound: 'The requested file was not found.',
  queryCategory: 'Please choose a category.',
  querySubjectEmpty: 'Subject cannot be empty.',
  querySubjectShort: `Subject must be at least ${helpQueryLimits.subjectMin} characters.`,
  querySubjectLong: `Subject must be at most ${helpQueryLimits.subjectMax} characters.`,
  queryMessageEmpty: 'Message cannot be empty.',
  queryMessageShort: `Message must be at least ${helpQueryLimits.messageMin} characters.`,
  queryMessageLong: `Message must be at most ${helpQueryLimits.messageMax} characters.`,
  queryLimit: `You can raise up to ${helpQueryLimits.perDay} queries a day. Please try again tomorrow.`,
  queryRegistered: (referenceNo: string) =>
    `Your query has been registered. Your reference number is ${referenceNo}.`,
  searchProject: 'Search project should be valid.',
} as const;

/** Messages of the purchase and payment calls and their outcomes (spec 3 sections 4, 5 and 8). */
export const orderMessages = {
  schemeCode: 'Scheme code should be valid.',
  schemeNotFound: 'The selected scheme was not found.',
  schemeInactive: 'This scheme is not open for purchase at present.',
  nfoClosed: 'The New Fund Offer period of this scheme is closed.',
  notNfo: 'This scheme is not a New Fund Offer.',
  emfRestriction: 'New Fund Offers cannot be bought from an E-Wealth MF account.',
  marsConfirm: 'Are you sure you want to proceed?',
  repeatPurchase: 'You have placed a purchase in this scheme in the last 24 hours.',
  cutOff: (regular: string, liquid: string) =>
    `Orders whose funds reach us before ${regular} on a business day get that day's NAV (${liquid} for liquid and overnight funds).`,
  nomineeRequired:
    'Please add your nominee details, or opt out of nomination, before you place a purchase.',
  amountInvalid: 'Amount should be valid.',
  minLumpsum: (amount: string) => `Minimum purchase amount for this scheme is ${amount}.`,
  minAdditional: (amount: string) =>
    `Minimum additional purchase amount for this scheme is ${amount}.`,
  minSip: (amount: string) => `Minimum SIP installment amount for this scheme is ${amount}.`,
  multiple: (amount: string) => `Amount should be in multiples of ${amount}.`,
  maxAmount: (amount: string) => `Maximum purchase amount for this scheme is ${amount}.`,
  sipNotAllowed: 'SIP is not available in this scheme.',
  sipFrequency: 'SIP frequency should be valid.',
  sipDate: 'SIP date should be valid.',
  installments: (min: number) => `Number of installments should be at least ${min}.`,
  swpNotAllowed: 'SWP is not available in this scheme.',
  cartEmpty: 'Please add at least one scheme to the cart.',
  cartTooLarge: (max: number) => `A cart can hold at most ${max} schemes.`,
  payMode: 'Payment mode should be valid.',
  payModeUnusable: 'Please enter payment details.',
  payModeWarning:
    'The transaction may not appear again for authorisation if the payment fails or no response is received.',
  bankRequired: 'Please select a bank account.',
  bankInvalid: 'The selected bank account is not registered for this payment mode.',
  bankValid: 'Bank account verified.',
  neftRefRequired: 'Please enter the NEFT/RTGS reference number.',
  neftRefInvalid: 'NEFT/RTGS reference number should be valid.',
  neftRefUsed: 'This NEFT/RTGS reference number has already been used.',
  neftRefMismatch: 'NEFT/RTGS reference numbers do not match.',
  neftAmountMismatch: 'NEFT/RTGS amount should equal the total amount.',
  vpaInvalid: 'Please enter a valid UPI ID.',
  vpaNotVerified: 'Please verify your UPI ID before you pay.',
  vpaVerified: 'UPI ID verified.',
  vpaFailed: 'This UPI ID could not be verified. Please check it and try again.',
  upiLimit:
    'UPI payments are limited to ₹1,00,000 per transaction. Please pay by net banking for a larger amount.',
  mandateRequired: 'Please select a registered mandate for SIP.',
  euinDeclaration: 'Please accept the EUIN declaration.',
  riskDeclaration:
    'The risk of this scheme is above your risk profile. Please accept the risk declaration to proceed.',
  totalMismatch: 'Total amount does not match the schemes in the cart.',
  orderNotFound: 'The transaction was not found.',
  paymentNotFound: 'The payment was not found.',
  confirmed: 'Your transaction has been placed.',
  upiCollectSent: 'A payment request has been sent to your UPI app. Please approve it there.',
  upiSuccess:
    'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank',
  upiAwaited: 'Your payment request is received and status is awaited from the bank.',
  upiRejected:
    'Your UPI mandate request has been rejected due to the following reason. Please try again.',
  upiPending: 'Waiting for you to approve the payment in your UPI app.',
  netBankingDeclined: 'The payment was declined by the bank.',
  neftAwaited: 'Your transaction will be processed once the funds reach us.',
  allotted: 'Units have been allotted.',
} as const;

/** What the purchase, cart and payment screens say beyond the calls' own messages. */
export const purchaseScreenMessages = {
  installmentDateRequired: 'Please choose the installment date.',
  swpIncomplete: 'Please complete the SWP details or untick the SWP.',
  noScheme: 'Choose a scheme to invest in from the list of funds.',
  emptyCart: 'Your cart is empty. Add a fund to invest in.',
  euinDeclarationText:
    "I/We hereby confirm that the EUIN box has been intentionally left blank by me/us as this is an 'execution-only' transaction without any interaction or advice by the employee/relationship manager/sales person of the above distributor.",
  riskDeclarationText: (schemes: string) =>
    `The risk level of ${schemes} is higher than my risk profile. I have understood the risk and still wish to invest.`,
  /** Spec 3 section 5: a failed VPA check shows its message, otherwise this. */
  vpaCheckFallback: 'Error',
  paymentNotStarted: 'The payment request could not be sent.',
} as const;

/** Messages of the scheme listing and scheme insight. */
export const schemeMessages = {
  schemeCode: 'Scheme code should be valid.',
  schemeNotFound: 'This scheme was not found. Please choose a scheme from the list of funds.',
  documentNotFound: 'The scheme document was not found.',
  noSchemes: 'No schemes match your filter. Try removing a filter or changing the search.',
  noNavHistory: 'No NAV history is available for this scheme yet.',
} as const;

/** Messages of the nominee wizard (spec 3 sections 4, 5 and 8), keyed as the spec keys them. */
export const nomineeMessages = {
  dateLessThanHundredError: 'Entered date should be less than or equal to 100 years.',
  dateInFuture: 'Date of Birth cannot be a future date.',
  minornomineegrdn: 'Nominee Guardian Age Must Be Greater Than 18.',
  minorWitness: 'Minor witness is not allowed.',
  invalidIdProof: 'Please enter a valid ID Proof No for the selected ID type.',
  guardianIdSameAsNominee: 'Nominee Guardian Identity Proof No cannot be same as that of Nominee.',
  invalidmobileno: 'Please enter a valid mobile number.',
  invalidemailid: 'Please enter a valid Email ID.',
  invalidPin: 'Enter valid Pin / Zip code.',
  shareZero: 'Nominee Share cannot be 0',
  shareHundred: 'Nominee Share cannot be 100 or more than 100',
  shareRunningTotal: 'Total percentage equal to 100',
  shareTotal: 'Total % Share should be equal to 100',
  optPreference: 'Please provide "Preference of Nomination details to be displayed."',
  checkConsent: 'Please tick every consent to continue.',
  otpConsent: 'Please provide your consent for OTP - Authorization.',
  otpConsentLabel: 'OTP - Authorization consent',
  tncLanguage: 'Preferred T & C Language cannot be empty.',
  otpInvalid: 'Please enter valid OTP.',
  otpWrong: 'The OTP entered is incorrect. Please try again.',
  otpExpired: 'The OTP has expired. Please generate a new OTP.',
  otpResendWait: 'Please wait 30 seconds before requesting a new OTP.',
  otpSendLimit: 'You have reached the maximum number of OTP requests for this form.',
  otpMatched: 'OTP Matched SuccessFully.',
  otpSent: 'OTP has been sent to your registered mobile number and e-mail.',
  pdfLoadFailed:
    'Unable to load PDF file. kindly get back to the previous screen of application and try again.',
  requestNotFound: 'This nominee request was not found. Please start again.',
  requestClosed: 'This nominee request is already closed.',
  requestStep: 'Please complete the earlier steps of the nominee request first.',
  nomineeNotFound: 'This nominee was not found in the request.',
  maxNominees: 'You can add up to 3 nominees.',
  idNoDuplicate: 'Nominee Identity Proof No cannot be same for two nominees.',
  lastNominee: 'At least one nominee is required.',
  modifyLocked: 'Nominee name and date of birth cannot be changed in a modification.',
  modifyNoNominees: 'There are no nominees on record to modify.',
  esignStale:
    'Your nominee details have changed since the form was generated. Please review them and sign again.',
  esignFailed: 'The e-sign could not be completed. Please try again.',
  esignAadhaarOtp: 'Please enter the 6 digit OTP sent to your Aadhaar-linked mobile number.',
  signedOptOut: 'Your request to opt out of nomination has been registered.',
  signedNominee: 'Your nominee request has been registered successfully.',
  modificationMsg: 'Please update your nominee details before you continue with the transaction.',
  pincodeNotFound: 'No details found for this pin code.',
  geoNotFound: 'No places were found for this selection.',
} as const;

/** Messages of the change-PIN tab (a 4-digit PIN, checked by rules/pin-rules.ts on both sides). */
export const pinMessages = {
  format: 'PIN must be exactly 4 digits.',
  tooSimple: 'New PIN cannot be four repeated or consecutive digits, such as 1111 or 1234.',
  sameAsOld: 'New PIN cannot be the same as the current PIN.',
  mismatch: 'New PIN and confirm PIN do not match.',
  wrongCurrent: 'Current PIN is incorrect.',
} as const;
