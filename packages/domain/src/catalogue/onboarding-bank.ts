/** Messages of account opening's bank and mandate steps (spec 2 sections 5.3 and 8). */
export const onboardingBankMessages = {
  /** Spec 2 section 8, on the bank step. */
  verifyBankPrompt: 'For auto processing of account opening kindly click on Verify Bank button.',
  /** Spec 2 section 8: a bank without a mandate facility. */
  noMandateFacility:
    'The selected bank does not offer a mandate facility. You may continue without a mandate.',
  ifscInvalid: 'IFSC should be valid.',
  ifscUnknown: 'This IFSC is not found in the list of bank branches. Please check the IFSC.',
  micrInvalid: 'MICR should be valid.',
  accountNoInvalid: 'Bank Account Number should be valid. It has 8 to 18 digits.',
  accountNoMismatch: 'Re-entered Bank Account Number does not match.',
  accountTypeEmpty: 'Account Type cannot be empty.',
  verifyFirst: 'Please verify your bank account before continuing.',
  verified: 'Your bank account is verified.',
  verifyFailed:
    'Your bank could not confirm this account. Please check the IFSC and account number.',
  verifyUnavailable: 'Bank verification is not available just now. Please try again in a while.',
  nameMatches: "The name at the bank matches the first holder's name.",
  nameDiffers: (nameAtBank: string) =>
    `The account is held in the name ${nameAtBank}, which differs from the first holder's name. Please check that it is your own account.`,
  bankFirst: 'Please save your bank details first.',
  mandateChoice: 'Please choose whether to register a mandate.',
  mandateTypeEmpty: 'Mandate Type cannot be empty.',
  mandateProviderEmpty: 'Mandate Provider cannot be empty.',
  upperLimitInvalid: 'Upper Limit should be valid.',
  startDateInvalid: 'Start Date should be valid.',
  endDateInvalid: 'End Date should be valid.',
  noMandateBank: 'Your bank offers no mandate facility, so no mandate can be registered on it.',
  submitChoice: 'Please choose Yes or No.',
  submitLater:
    'Your mandate is saved. You can authenticate it with your bank after your account is opened.',
  noMandate: 'This application has no mandate to submit.',
  mandateApproved: 'Your mandate is authenticated by your bank.',
  mandateRejected:
    'Your bank did not authenticate the mandate. It can be registered again after your account is opened.',
  mandateNotSigned: 'Your mandate has not been e-signed yet.',
  esignNotCompleted: 'The e-sign of your mandate was not completed. Please e-sign it to continue.',
  answerInvalid: "This bank's answer is not valid for this application.",
} as const;
