/** Messages of account opening's KYC, personal details, FATCA and preferences (spec 2 sections 4, 5, 8). */
export const onboardingKycMessages = {
  kraValidated: 'Your KYC is validated with the KRA. Your details are downloaded from the KRA.',
  kraNotValidated:
    'Your KYC at the KRA is not validated. Your details will be looked up in the Central KYC Registry.',
  kraNotFound:
    'No KYC record was found at the KRA for this PAN. Your details will be looked up in the Central KYC Registry.',
  ckycFound: 'Your KYC record is found in the Central KYC Registry. Your details are downloaded.',
  ckycNotFound:
    'No record was found in the Central KYC Registry for this PAN and date of birth. Please complete your KYC through DigiLocker.',
  kycConsent: 'Please provide your consent to process further.',
  aadhaarMobileConsent: 'Please confirm that your mobile number is linked with your Aadhaar.',
  digiLockerStartFailed:
    'DigiLocker could not be reached just now. Please try again after some time.',
  digiLockerDeclined:
    'You did not allow the desk to read your DigiLocker documents. Please try again and allow access to complete your KYC.',
  digiLockerPending: 'Your DigiLocker consent has not been received yet. Please try again.',
  digiLockerInvalidReturn: 'This DigiLocker response is not valid. Please start again.',
  digiLockerPanMismatch:
    'The PAN in your DigiLocker does not match the PAN of this application. Please check the PAN you entered.',
  digiLockerVerified: 'Your verification is successfull',
  holderMissing: 'Please enter the PAN and date of birth of this holder first.',
  noKycRecord: 'Please complete your KYC before this step.',
  addressSource: 'Please select the address to use.',
  addressConfirm: 'Please confirm your address to process further.',
  namesDiffer:
    'Your details differ from those on your KYC record. Please check them; the KYC record is used for your account.',
  gender: 'Gender cannot be empty.',
  maritalStatus: 'Marital Status cannot be empty.',
  relativeName: "Father's / Spouse's Name should be valid.",
  occupation: 'Occupation cannot be empty.',
  annualIncome: 'Annual Income cannot be empty.',
  netWorth: 'Net Worth cannot be empty.',
  /** The spec's 50000000 is in paise, the desk's unit of money: Rs. 5,00,000. */
  netWorthMinimum: 'Net worth must be more than Rs. 5,00,000.',
  netWorthOutsideBand: 'Net worth amount should be within the selected Net Worth range.',
  netWorthAmount: 'Net Worth Amount should be valid.',
  pep: 'Politically Exposed Person cannot be empty.',
  fatcaRequired:
    'Nationality, place of birth and a valid tax payer identification number are required',
  nationality: 'Nationality cannot be empty.',
  placeOfBirth: 'Place of Birth cannot be empty.',
  countryOfBirth: 'Country of Birth cannot be empty.',
  tin: 'Please enter a valid Tax Payer Identification Number for the selected type.',
  tinType: 'Tax Payer Identification Number Type cannot be empty.',
  taxCountry: 'Country of Tax Residency cannot be empty.',
  taxCountryRepeated: 'A country of tax residency can be given only once.',
  indianTaxPan: 'For tax residency in India, the PAN is the Tax Payer Identification Number.',
  fatcaDeclaration: 'FATCA declaration should be checked.',
  bornOutsideIndia:
    'As your place of birth is outside India, your account cannot be opened online. Please visit your nearest branch or contact us on the help line to open your account.',
  segments: 'Please select at least one segment.',
  exchanges: 'Please select at least one exchange for each selected segment.',
  exchangeSegment: 'The selected exchange is not offered for the selected segments.',
  brokerage: 'Brokerage: multiple of 0.05, from 0 to 2.50, numeric or decimal only',
  brokeragePlan: 'Brokerage plan cannot be empty.',
  gstNumber: 'GST Number should be valid.',
  emfSegments: 'An E-Wealth MF account trades in mutual funds only.',
} as const;
