import type { TGetInstallmentDateResponse, TGetSchemeDetailResponse } from '@cdesk/domain';

export const allowed = {
  validationCnt: 0,
  message: '',
  isMarsValidation: 'N',
  isNomineeRequired: 'N',
  reDirectUrl: '',
} as const;

export const flexiCap: TGetSchemeDetailResponse = {
  schCode: 120503,
  schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
  amcName: 'PPFAS Mutual Fund',
  category: 'Flexi Cap',
  schemeType: 'EQUITY',
  planType: 'D',
  schOpt: 'G',
  isNfo: 'N',
  nfoCloseDate: '',
  isLiquid: 'N',
  sipAllowed: 'Y',
  sipFrequencyList: [
    { freqId: 'M', freqName: 'Monthly' },
    { freqId: 'Q', freqName: 'Quarterly' },
  ],
  limits: {
    minLumpsum: '5000.00',
    minAdditional: '1000.00',
    lumpsumMultiple: '1.00',
    minSip: '1000.00',
    sipMultiple: '1.00',
    maxAmount: '',
    upiLimit: '100000.00',
  },
  brokRate: '0.00',
  displayType: '',
  latestNav: { latestNav: '85.4321', navDate: '2026-11-20' },
  kimFileList: [],
  offerFileList: [],
  exitLoad: '1% if redeemed within 365 days',
  purchaseAmount: '5000.00',
  schExchange: '1',
  swpFlag: 'N',
  swpStopMsg: '',
  brkDetail: '',
  swpExchCode: '',
  folioNo: '',
  riskometerVal: 'Very High',
  otherDetailsLoad: '',
  isNomineeDisp: 'N',
  nomineeDetail: '',
  nomineeFooterNote: '',
  noNomineeMsg: '',
  taxCoutryValidation: 'N',
  njSponsorNotes: '',
  isFresh: 'Y',
};

export function installmentReply(
  startDate = '',
  nextDate = '',
  endDate = '',
): TGetInstallmentDateResponse {
  return {
    freqId: 'M',
    installmentDateList: [1, 5, 10, 15, 20, 25],
    minInstallments: 6,
    daysAhead: 7,
    startDate,
    nextDate,
    endDate,
  };
}

export const cutoffReply = {
  cutOffTime: '15:00',
  liquidCutOffTime: '13:30',
  serverTime: '2026-11-23T06:00:00.000Z',
  isBusinessDay: true,
  beforeCutOff: true,
  navDate: '2026-11-23',
  liquidNavDate: '2026-11-22',
  cutOffMessage: '',
};
