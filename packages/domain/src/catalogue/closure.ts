import { formatDate } from '../rules/format.js';

/** The words of account closure; the quoted ones are the spec's (spec 2 section 8). */
export const closureMessages = {
  pdfFailed:
    'Due to some technical issue, we are unable to generate the E-Wealth Account Closure Request PDF. Please try after some time.',
  otpInvalid: 'Invalid Otp.',
  submitted: 'Your Account Closure request submitted successfully.',
  saved: 'Your Account Closure request is saved. Please read it and sign it.',
  readyToSign: 'Your Account Closure request is ready to be signed.',
  cancelled: 'Your Account Closure request is cancelled.',
  otpSent: 'OTP has been sent to your registered mobile number and e-mail ID.',
  otpExpired: 'The OTP has expired. Please request a new OTP.',
  reason: 'Closure reason should be valid.',
  remarks: 'Reason for closure cannot be empty.',
  dpId: 'DP ID should be valid.',
  boId: 'BO ID should be valid.',
  notOwnDemat:
    'The DP ID and BO ID should be those of the demat account of your wealth account with us.',
  noDematAccount:
    'Your wealth account has no demat account with us that can be closed online. Please contact your wealth partner.',
  transfer: 'Transfer of holdings should be selected.',
  targetDpId: 'Target DP ID should be valid.',
  targetClientId: 'Target client ID should be valid.',
  sameTarget: 'The target demat account should be a different account from the one being closed.',
  cmrRequired:
    'Please upload the digitally signed client master report of the other depository participant.',
  cmrNotPdf: 'The client master report should be a PDF file.',
  cmrUnsigned:
    'The client master report should be digitally signed by the other depository participant. Please upload the signed PDF you received from them.',
  cmrSignatureInvalid:
    'The digital signature of the client master report does not match its content: the file may have been changed after it was signed. Please upload the signed PDF exactly as you received it from the other depository participant.',
  consent: 'Consent should be checked.',
  language: 'Language should be valid.',
  signMode: 'Signing mode should be valid.',
  requestId: 'Closure request id should be valid.',
  requestNotFound: 'The Account Closure request was not found.',
  pendingExists:
    'You already have an Account Closure request pending. Please sign or cancel it before making another.',
  notPending: 'This Account Closure request can no longer be changed.',
  notSubmitted: 'Please submit your Account Closure request before signing it.',
  wrongSignMode: 'This Account Closure request is to be signed the other way.',
  stale: 'Your Account Closure request has changed since it was submitted. Please submit it again.',
  esignFailed: 'The e-sign could not be completed. Please try again.',
  esignLanguage: 'Preferred T & C Language cannot be empty.',
  /** Login, PIN login and every call of a closed account. */
  accountClosed: (closedAt: Date) =>
    `Your account has been closed at your request on ${formatDate(closedAt)}. Please contact your wealth partner.`,
} as const;
