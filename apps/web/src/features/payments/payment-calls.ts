import { gatewayCall } from '../../app/api';

/** The payment calls of spec 3 section 7, field names as the spec spells them. */
const base = 'ewamftrxnsws/api/';

export interface PayBank {
  bankCode: string;
  bankName: string;
  bankAccNo: string;
  bankAccMak?: string;
  bankIfsc?: string;
  bankType?: string;
}

export interface PayMode {
  payModeId: string;
  payModeName: string;
  bankList: PayBank[];
}

export interface Mandate {
  mandateNo: string;
  bankName?: string;
  upperLimit?: string | number;
}

/** The distributor's collection account that an NEFT/RTGS transfer goes to. */
export interface CollectionAccount {
  accName: string;
  accNo: string;
  ifsc: string;
  bankName: string;
}

export interface PaymentModeBanks {
  payModeList: PayMode[];
  mandateList?: Mandate[];
  upiLimit?: string | number;
  neftRtgsAccount?: CollectionAccount;
}

export interface VpaCheck {
  VPAVerifyStatus: string;
  VPAVerifyDtlsrNo?: string;
  VPAVerifyDtlSrNo?: string;
  message?: string;
}

/** The authorisation result of spec 3 section 3, as purchase/onConfirm returns it. */
export interface ConfirmResult {
  encEncodedTrxnId?: string;
  trxnId: string;
  trxnDate?: string;
  exCode?: string;
  netBankingUrl?: string;
  isMarsTrxn?: string;
  UPIREFTRXNID?: string;
  encSIPEncodedTrxnId?: string;
  encEncodedNpipTrxnid?: string;
}

export interface UpiCollection {
  collectionApiStatus: string;
  collectionApiStatusDes?: string;
  UPIREFTRXNID?: string;
  sandboxUrl?: string;
}

export interface UpiCallback {
  status?: string;
  upiStatus?: string;
  statusDesc?: string;
  reason?: string;
  /** In sandbox mode: the stand-in UPI app page where a tester approves or declines. */
  sandboxUrl?: string;
}

export const paymentCalls = {
  getPaymentModeWiseBankForUcc: () =>
    gatewayCall<PaymentModeBanks>(`${base}common/getPaymentModeWiseBankForUcc`, {}),
  validateSelectedBank: (body: { ccode: string; bankAccType: string; trxnType: 'PUR' }) =>
    gatewayCall<unknown>(`${base}purchase/validateSelectedBank`, body),
  validateVPA: (body: {
    njAcNo: string;
    payerVirtualAddress: string;
    segment: 'MF';
    schExch: string;
  }) => gatewayCall<VpaCheck>(`${base}purchase/validateVPA`, body),
  checkPayRefNo: (body: { neftrtgsrefno: string }) =>
    gatewayCall<{ isPayRefNoAvailable: string }>(`${base}purchase/checkPayRefNo`, body),
  onConfirm: (body: unknown) => gatewayCall<ConfirmResult>(`${base}purchase/onConfirm`, body),
  getUPICollectionApiStatus: (body: {
    trxnid: string;
    payBankAccNo: string;
    payBankIfsc: string;
    payerVirtualAddress: string;
    VPAVerifyDtlSrNo: string;
    segment: 'MF';
    schExch: string;
  }) => gatewayCall<UpiCollection>(`${base}purchase/getUPICollectionApiStatus`, body),
  getUpiCallBackResDetail: (body: { trxnid: string }, signal?: AbortSignal) =>
    gatewayCall<UpiCallback>(`${base}purchase/getUpiCallBackResDetail`, body, { signal }),
};

/** Pay modes of spec 3 section 9 the desk handles by name. */
export const payModes = { netBanking: '1', neftRtgs: '7', upi: '8' } as const;
