import {
  getAuthTrxDetailFromTarCall,
  getMarsAuthPendingTrxnsCall,
  getPaymentModeWiseBankForUccCall,
  getTrxnAuthRptCall,
  onAuthorizeCall,
  onValidateAuthTransactionCall,
  type AuthTransactionType,
  type TAuthorisationResult,
  type TAuthPayment,
  type TAuthTrxnHeader,
  type TAuthTrxnLine,
  type TGetPaymentModeWiseBankForUccResponse,
  type TMarsPendingTrxn,
  type TPendingAuthorizationTransaction,
  type TPendingTrxn,
  type TValidateAuthResponse,
} from '@cdesk/domain';
import { envelope, reply, type RecordedCall } from './gateway-mock';

/** The d of each demo transaction: what the gateway's links and list rows carry. */
export const dOf = (name: string) => `d_${name}_0123456789abcdef`;

export const payment = (overrides: Partial<TAuthPayment> = {}): TAuthPayment => ({
  payModeId: '7',
  payModeLabel: 'NEFT/RTGS',
  bankCode: 'HDFC',
  bankAcno: '••7812',
  bankName: 'HDFC Bank',
  bankIfsc: 'HDFC0000001',
  neftRtgsNo: 'HDFCN52026112300',
  mandateNo: '',
  payerVpa: '',
  isUsable: 'Y',
  ...overrides,
});

export function row(
  name: string,
  trnType: AuthTransactionType,
  overrides: Partial<TPendingTrxn> = {},
): TPendingTrxn {
  return {
    encryptedData: dOf(name),
    trxnId: `AUT-${name.toUpperCase()}`,
    trnType,
    trnTypeLabel: trnType === 'PIP' ? 'Purchase' : trnType,
    summary: 'HDFC Mid Cap Fund - Direct Plan - Growth',
    amount: '5000.00',
    units: '',
    folioNo: '',
    placedBy: 'Sanjay Kulkarni',
    placedOn: '2026-11-23T04:30:00.000Z',
    expiresOn: '2026-11-26T04:30:00.000Z',
    payment: null,
    isMarsTrxn: 'N',
    marsTarNo: '',
    unavailable: '',
    ...overrides,
  };
}

export const marsRow = (overrides: Partial<TMarsPendingTrxn> = {}): TMarsPendingTrxn => ({
  trxnId: 'AUT-MARS1',
  trxnTypeId: 'MARSSWI',
  marsTarNo: 'MT-2611-0001',
  marsName: 'Wealth Builder',
  summary: 'Switch 2 holdings into Wealth Builder',
  amount: '25000.00',
  placedOn: '2026-11-23T05:00:00.000Z',
  placedBy: 'Sanjay Kulkarni',
  encryptedData: dOf('mars1'),
  ...overrides,
});

export function header(
  trnType: AuthTransactionType,
  overrides: Partial<TAuthTrxnHeader> = {},
): TAuthTrxnHeader {
  return {
    trxnId: `AUT-${trnType}`,
    trnType,
    trnTypeLabel: trnType === 'PIP' ? 'Purchase' : trnType,
    njAcNo: '5000001',
    investorName: 'Asha Verma',
    placedBy: 'Sanjay Kulkarni',
    arn: 'ARN-12345',
    placedOn: '2026-11-23T04:30:00.000Z',
    expiresOn: '2026-11-26T04:30:00.000Z',
    status: 'PENDING',
    totalAmount: '5000.00',
    payment: null,
    isMarsTrxn: 'N',
    marsTarNo: '',
    marsName: '',
    confirmation: null,
    isRedWarning: 'N',
    isTwoFactor: 'N',
    encEncodedTrxnId: '',
    ...overrides,
  };
}

export const line = (overrides: Partial<TAuthTrxnLine> = {}): TAuthTrxnLine => ({
  srNo: 1,
  action: 'Purchase',
  schcode: 118989,
  schemeName: 'HDFC Mid Cap Fund - Direct Plan - Growth',
  targetSchcode: null,
  targetSchemeName: '',
  folioNo: '',
  amount: '5000.00',
  units: '',
  allUnits: 'N',
  schedule: '',
  planId: null,
  holdingMode: '',
  orderRef: '',
  orderStatus: '',
  ...overrides,
});

export function detail(
  head: TAuthTrxnHeader,
  lines: TAuthTrxnLine[] = [line()],
): TPendingAuthorizationTransaction {
  return {
    trxnHeaderDeail: head,
    trxndetail: lines,
    trxnType: head.trnType,
    notes: '',
    taxCountryValidation: 'N',
    isNomineeRequired: 'N',
    nomineeReDirectUrl: '',
    nomineeMessage: '',
    nomineeSuccessMessage: '',
  };
}

export function result(
  trnType: AuthTransactionType,
  overrides: Partial<TAuthorisationResult> = {},
): TAuthorisationResult {
  return {
    encEncodedTrxnId: `enc_${trnType.toLowerCase()}_0123456789`,
    trxnId: `AUT-${trnType}`,
    trxnDate: '2026-11-23',
    trnType,
    exCode: '1',
    payMode: '',
    netBankingUrl: '',
    isMarsTrxn: 'N',
    marsTarNo: '',
    collectionApiStatus: '',
    collectionApiStatusDes: '',
    UPIREFTRXNID: '',
    IS_EDIS: 'N',
    edisTrxnNo: '',
    reqFrom: 'web',
    callurl: '',
    action: '',
    FLG_POA: 'Y',
    DEMAT_POA_MSG: '',
    encSSIPEncodedTrxnId: '',
    encSIPEncodedTrxnId: '',
    encEncodedNpipTrxnid: '',
    ShemeOption: '',
    validationNo: '',
    ackPath: `/transact/authorize/${trnType.toLowerCase()}/achknowledge?tid=T-${trnType}`,
    confirmation: null,
    isRepeat: false,
    ...overrides,
  };
}

export const validation = (
  overrides: Partial<TValidateAuthResponse> = {},
): TValidateAuthResponse => ({
  isValid: 'Y',
  state: 'PENDING',
  trnType: 'PIP',
  njAcNo: '5000001',
  investorName: 'Asha Verma',
  message: '',
  ...overrides,
});

export const hdfc = {
  bankCode: 'HDFC',
  bankName: 'HDFC Bank',
  bankAccNo: '50100234567812',
  bankAccMak: '••7812',
  bankIfscCode: 'HDFC0000001',
  bankType: 'SAVINGS',
  isDefault: 'Y' as const,
  mandateList: [{ mandateNo: 'UMRN-HDFC-5000001', maxAmount: '100000.00' }],
};

export const payModeBanks: TGetPaymentModeWiseBankForUccResponse = {
  payModeList: [
    { payModeId: '1', payModeName: 'Net Banking', bankList: [hdfc] },
    { payModeId: '3', payModeName: 'One Time Mandate', bankList: [hdfc] },
    { payModeId: '7', payModeName: 'NEFT/RTGS', bankList: [hdfc] },
    { payModeId: '8', payModeName: 'UPI', bankList: [hdfc] },
  ],
  collectionAccount: {
    accName: 'NJ India Invest Pvt Ltd - MF Collection',
    bankName: 'HDFC Bank',
    accNo: 'NJMFCOLL0001',
    ifsc: 'HDFC0000060',
  },
};

/** The gateway's pending list and MARS list. */
/**
 * The two lists, and the detail of each listed row as the list shows it (no question asked back);
 * a test's own detailReplies, given after, replace it.
 */
export function listReplies(trxns: TPendingTrxn[], mars: TMarsPendingTrxn[] = []) {
  const details = Object.fromEntries(
    trxns.map((t) => [
      t.encryptedData,
      detail(header(t.trnType, { trxnId: t.trxnId, payment: t.payment, totalAmount: t.amount })),
    ]),
  );
  return [
    reply(getTrxnAuthRptCall, { body: envelope({ trxns }) }),
    reply(getMarsAuthPendingTrxnsCall, { body: envelope({ trxns: mars }) }),
    detailReplies(details),
  ];
}

/** The detail of each d, as getAuthTrxDetailFromTar answers. */
export function detailReplies(byD: Record<string, TPendingAuthorizationTransaction>) {
  return reply(getAuthTrxDetailFromTarCall, (call) => {
    const found = byD[(call.body as { encryptedData: string }).encryptedData];
    return found
      ? { body: envelope(found) }
      : { status: 400, body: envelope(null, false, 'The transaction was not found.') };
  });
}

export const validateReply = (answer: TValidateAuthResponse) =>
  reply(onValidateAuthTransactionCall, { body: envelope(answer) });

export const payModesReply = () =>
  reply(getPaymentModeWiseBankForUccCall, { body: envelope(payModeBanks) });

/** onAuthorize answering each call in turn. */
export function authorizeReplies(
  ...answers: (
    { data: TAuthorisationResult; techMessage?: string } | { fail: string; techMessage?: string }
  )[]
) {
  let turn = 0;
  return reply(onAuthorizeCall, () => {
    const answer = answers[Math.min(turn, answers.length - 1)];
    turn += 1;
    if (!answer) throw new Error('no answer');
    if ('fail' in answer)
      return {
        status: answer.techMessage ? 200 : 400,
        body: { ...envelope(null, false, answer.fail), techMessage: answer.techMessage ?? '' },
      };
    return {
      body: {
        ...envelope(answer.data, true, answer.data.confirmation?.question ?? ''),
        techMessage: answer.techMessage ?? answer.data.confirmation?.code ?? '',
      },
    };
  });
}

export const callsTo = (calls: RecordedCall[], target: unknown) =>
  calls.filter((call) => call.to === target);
