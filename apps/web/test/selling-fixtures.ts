import type {
  TGenerateTrxnOtpResponse,
  TGetRedeemableHoldingsResponse,
  TGetRedemptionPreviewResponse,
  TPoaCheck,
  TRedeemableHolding,
  TSellConfirmResponse,
  TSellOrder,
} from '@cdesk/domain';

export const bank = { bankName: 'HDFC Bank', accountNo: 'XXXXXX7812', ifsc: 'HDFC0000123' };

export const flexiHolding: TRedeemableHolding = {
  folioNo: '12345678/90',
  schcode: 122639,
  schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
  amc: 'PPFAS Mutual Fund',
  schemeType: 'EQUITY',
  plan: 'DIRECT',
  option: 'GROWTH',
  mode: 'P',
  heldUnits: '150.250',
  freeUnits: '140.250',
  lockedUnits: '0.000',
  pendingUnits: '10.000',
  nextUnlockOn: '',
  nav: '80.1234',
  navDate: '2026-08-11',
  approxValue: '12038.54',
  freeValue: '11237.32',
  exitLoad: '1% if redeemed within 365 days',
  lockInDays: 0,
  isInstaCashEligible: 'N',
  isSwitchAllowed: 'Y',
};

export const elssHolding: TRedeemableHolding = {
  ...flexiHolding,
  folioNo: '55501234',
  schcode: 120503,
  schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth',
  amc: 'Axis Mutual Fund',
  heldUnits: '50.000',
  freeUnits: '0.000',
  lockedUnits: '50.000',
  pendingUnits: '0.000',
  nextUnlockOn: '2027-04-10',
};

export const holdingsReply: TGetRedeemableHoldingsResponse = {
  holdings: [elssHolding, flexiHolding],
  bank,
};

export const physical: TPoaCheck = {
  mode: 'P',
  FLG_POA: 'Y',
  IS_EDIS: 'N',
  isBlocked: 'N',
  message: '',
};

export function previewReply(
  overrides: Partial<TGetRedemptionPreviewResponse> = {},
): TGetRedemptionPreviewResponse {
  return {
    folioNo: flexiHolding.folioNo,
    schcode: flexiHolding.schcode,
    schemeName: flexiHolding.schemeName,
    balance: {
      heldUnits: '150.250',
      freeUnits: '140.250',
      lockedUnits: '0.000',
      pendingUnits: '10.000',
      nextUnlockOn: '',
    },
    figures: {
      units: '62.404',
      nav: '80.1234',
      navDate: '2026-08-11',
      grossAmount: '5000.00',
      exitLoad: '12.34',
      netAmount: '4987.66',
      shortTermGain: '310.20',
      longTermGain: '0.00',
    },
    lots: [],
    applicableNavDate: '2026-08-12',
    isNavFinal: 'N',
    cutOffText: 'Placed before the 3:00 PM cut-off: priced at the NAV of 12-08-2026.',
    settlementDate: '2026-08-14',
    isBalanceWarning: 'N',
    warningMessage: '',
    poa: physical,
    tax: null,
    bank,
    ...overrides,
  };
}

export const otpReply: TGenerateTrxnOtpResponse = {
  otpGenRefId: 'OTP-1',
  mobile: 'XXXXXX3210',
  email: 'as***@example.com',
  resendAfterSeconds: 30,
  validForSeconds: 300,
  message: 'An OTP has been sent to your registered mobile number and e-mail ID.',
};

export const order: TSellOrder = {
  orderRef: 'RED-0001',
  trxnType: 'RED',
  isInstaCash: 'N',
  schcode: flexiHolding.schcode,
  schemeName: flexiHolding.schemeName,
  folioNo: flexiHolding.folioNo,
  mode: 'P',
  redeemBy: 'AMOUNT',
  requestedAmount: '5000.00',
  requestedUnits: '',
  status: 'AWAITING_NAV',
  statusText: 'Awaiting the NAV of 12-08-2026.',
  navDate: '2026-08-12',
  nav: '',
  units: '',
  grossAmount: '',
  exitLoad: '',
  netAmount: '',
  shortTermGain: '',
  longTermGain: '',
  settlementDate: '2026-08-14',
  payoutRef: '',
  paidOn: '',
  bank,
  switchIn: null,
  placedAt: '2026-08-12T05:30:00.000Z',
};

export function confirmReply(overrides: Partial<TSellConfirmResponse> = {}): TSellConfirmResponse {
  return {
    trxnId: 'T-100',
    trxnDate: '2026-08-12',
    IS_EDIS: 'N',
    edisUrl: '',
    edisTrxnNo: '',
    isRepeat: false,
    message: 'Your transaction has been placed.',
    order,
    ...overrides,
  };
}
