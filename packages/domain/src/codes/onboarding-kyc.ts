/** Code tables of account opening's KYC, personal, FATCA and preference steps (spec 2 section 9). */

/** Where a holder's KYC came from; NONE when the source looked at had no usable record. */
export const kycBranches = ['KRA', 'CKYC', 'DIGILOCKER', 'NONE'] as const;
export type KycBranch = (typeof kycBranches)[number];
/** The sources that give an identity record. */
export const kycSourceNames = ['KRA', 'CKYC', 'DIGILOCKER'] as const;
export type KycSourceName = (typeof kycSourceNames)[number];
export const kycSourceLabels: Record<KycSourceName, string> = {
  KRA: 'KRA (KYC Registration Agency)',
  CKYC: 'Central KYC Registry',
  DIGILOCKER: 'DigiLocker (Aadhaar)',
};

/** A KRA record's status: only a validated record lets the application use it directly. */
export const kraStatuses = ['VALIDATED', 'REGISTERED', 'ON_HOLD', 'REJECTED'] as const;
export type KraStatus = (typeof kraStatuses)[number];
export const kraStatusLabels: Record<KraStatus, string> = {
  VALIDATED: 'KYC Validated',
  REGISTERED: 'KYC Registered',
  ON_HOLD: 'KYC On Hold',
  REJECTED: 'KYC Rejected',
};

export const annualIncomeBands = {
  '01': 'Upto Rs 1,00,000',
  '02': 'Rs. 1,00,001 To Rs. 5,00,000',
  '03': 'Rs. 5,00,001 To Rs. 10,00,000',
  '04': 'Rs. 10,00,001 To Rs. 25,00,000',
  '05': 'More Than Rs. 25,00,000',
  '06': 'More Than Rs. 1,00,00,000',
} as const;
export type AnnualIncomeBand = keyof typeof annualIncomeBands;
export const annualIncomeBandIds = Object.keys(annualIncomeBands) as AnnualIncomeBand[];

export const netWorthBands = {
  '01': 'Upto Rs. 5,00,000',
  '02': 'Rs. 5,00,001 To Rs. 10,00,000',
  '03': 'Rs. 10,00,001 To Rs. 25,00,000',
  '04': 'Rs. 25,00,001 To Rs. 50,00,000',
  '05': 'Rs. 50,00,001 To Rs. 1,00,00,000',
  '06': 'More Than Rs. 1,00,00,000',
} as const;
export type NetWorthBand = keyof typeof netWorthBands;
export const netWorthBandIds = Object.keys(netWorthBands) as NetWorthBand[];
/** Each net-worth band's range in paise, upper bound included; null for no upper bound. */
export const netWorthBandRangePaise: Record<NetWorthBand, { above: bigint; upTo: bigint | null }> =
  {
    '01': { above: 0n, upTo: 50_000_000n },
    '02': { above: 50_000_000n, upTo: 100_000_000n },
    '03': { above: 100_000_000n, upTo: 250_000_000n },
    '04': { above: 250_000_000n, upTo: 500_000_000n },
    '05': { above: 500_000_000n, upTo: 1_000_000_000n },
    '06': { above: 1_000_000_000n, upTo: null },
  };

export const occupations = {
  '01': 'Private Sector Service',
  '02': 'Public Sector Service',
  '03': 'Government Service',
  '04': 'Business',
  '05': 'Professional',
  '06': 'Agriculturist',
  '07': 'Retired',
  '08': 'Housewife',
  '09': 'Student',
  '99': 'Others',
} as const;
export type Occupation = keyof typeof occupations;
export const occupationIds = Object.keys(occupations) as Occupation[];

export const pepOptions = {
  '1': 'Not Applicable',
  '2': 'Politically exposed person',
  '3': 'Related to Politically exposed person',
} as const;
export type PepOption = keyof typeof pepOptions;
export const pepOptionIds = Object.keys(pepOptions) as PepOption[];

export const maritalStatuses = ['Unmarried', 'Married', 'Other'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const genders = { M: 'Male', F: 'Female', T: 'Other' } as const;
export type Gender = keyof typeof genders;
export const genderIds = Object.keys(genders) as Gender[];

/** Whose name is given as the holder's relative: the father's or the spouse's. */
export const relativeKinds = { F: "Father's Name", S: "Spouse's Name" } as const;
export type RelativeKind = keyof typeof relativeKinds;

/** Tax-payer identification number types (spec 2 section 9). */
export const tinTypes = {
  '01': 'Passport',
  '02': 'Election',
  '03': 'PAN',
  '04': 'ID Card',
  '05': 'Driving License',
  '06': 'UIDAI / Aadhar letter',
  '07': 'NREGA Job',
  '08': 'Others',
  '09': 'Not categorized',
  '10': 'TIN',
  '11': 'Company Number',
  '12': 'US GIIN',
  '13': 'Global Entity No',
} as const;
export type TinType = keyof typeof tinTypes;
export const tinTypeIds = Object.keys(tinTypes) as TinType[];
export const panTinType: TinType = '03';

/** The country the online path is open to, by place of birth and as the home tax residency. */
export const indiaCountryCode = 'IN';

/** Trading segments, as the brokerage types name them: mutual funds and the capital market. */
export const tradingSegments = { MF: 'Mutual Funds', CM: 'Capital Market (Equity)' } as const;
export type TradingSegment = keyof typeof tradingSegments;
export const tradingSegmentIds = Object.keys(tradingSegments) as TradingSegment[];

/** The exchanges a segment trades on (codes of exchange-codes.ts). */
export const segmentExchanges: Record<TradingSegment, readonly string[]> = {
  MF: ['1', '2'],
  CM: ['3', '4', '6', '7', '5'],
};

/** The capital-market brokerage plans (spec 2 section 9). */
export const brokeragePlans = {
  '1': '0.50% Or Rs 20/- on executed order whichever is lower',
  '2': '0.05% Or Rs 20/- on executed order whichever is lower',
  '3': 'Zero brokerage (0.0)',
} as const;
export type BrokeragePlan = keyof typeof brokeragePlans;
export const brokeragePlanIds = Object.keys(brokeragePlans) as BrokeragePlan[];
