/** Messages of authorising or rejecting what the partner placed (spec 3 sections 4, 6 and 8). */
export const authMessages = {
  rejectQuestion: 'Do you want to Reject this Transaction?',
  rejected: (ref: string) => `Your transaction with Ref. No ${ref} has been rejected.`,
  tncQuestion:
    'By Authorizing the transaction you accept the T&C. Are you sure you want to authorize?',
  enterPayment: 'Please enter the payment details to authorize this transaction.',
  paymentMayNotReturn:
    'If the payment fails or no response is received from the bank, this transaction may not appear again for authorisation. Do you want to continue?',
  marsQuestion: 'Are you sure you want to proceed?',
  /** Spec 6: products an E-Wealth MF account lacks. */
  emfNotAvailable: (product: string) =>
    `This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your ${product} Partner.`,
  linkInvalid:
    'This authorisation link is not valid. Please open the link exactly as it was sent to you.',
  linkExpired:
    'This authorisation link has expired. Please ask your Wealth Partner to place the transaction again.',
  linkUsed: 'This authorisation link has already been used.',
  alreadyAuthorised: (ref: string) =>
    `The transaction with Ref. No ${ref} has already been authorised.`,
  alreadyRejected: (ref: string) =>
    `The transaction with Ref. No ${ref} has already been rejected.`,
  notYours: 'This transaction was not placed for your account.',
  notPending: 'This transaction is no longer waiting for authorisation.',
  /** A placed transaction that no longer fits the account (its plan stopped, its units gone). */
  noLongerPossible: (ref: string, reason: string) =>
    `The transaction with Ref. No ${ref} can no longer be authorised: ${reason} You may reject it.`,
  notAuthorisedYet: 'The receipt is available once the transaction is authorised.',
  tncRequired: 'Please accept the T&C to authorize the transaction.',
  payBankInvalid: 'Please select the bank account to pay from.',
  declined:
    'The transaction has not been authorised. It stays in your list of pending transactions.',
  generic: 'There is some technical problem, please try after some time!',
  marsRedirectFailed: 'Opps!Something went wrong.Please try again!!',
  authorised: 'The transaction has been authorised.',
  noPending: 'There is no transaction waiting for your authorisation.',
  inProgress:
    'This transaction is being authorised. Please wait a moment and check its status again.',
  otherAttempt:
    'This transaction is being authorised in another window. Please wait a moment and check its status again.',
  cannotRejectNow: 'This transaction is being authorised and can no longer be rejected.',
  receiptNotAvailable: 'The receipt of this transaction is not available.',
  noClient: (njAcNo: string) => `There is no client with wealth account number ${njAcNo}.`,
  typeNotOffered: (label: string) =>
    `${label} transactions cannot be placed for authorisation at present.`,
  schemeNotFound: (schCode: string | number) => `There is no scheme with code ${schCode}.`,
  folioNotClients: (folioNo: string) => `Folio ${folioNo} does not belong to this client.`,
  folioOtherAmc: (folioNo: string, amc: string) => `Folio ${folioNo} is not a folio of ${amc}.`,
  bankNotRegistered: "The bank account is not one of the client's registered bank accounts.",
  bankNotForMode: 'The selected bank account cannot be used with the chosen payment mode.',
  paymentOnlyPurchases: 'Payment details apply to purchase transactions only.',
  notPurchase: 'The bank account can be changed for purchase transactions only.',
} as const;
