import { gatewayCall } from '../../app/api';

/** One order of an acknowledged transaction; units and NAV once the registrar allots. */
export interface ReceiptOrder {
  schName: string;
  trxnType?: string;
  amount: string | number;
  status: string;
  units?: string | number | null;
  nav?: string | number | null;
  navDate?: string | null;
  folioNo?: string | null;
}

export interface Receipt {
  trxnId: string;
  trxnDate?: string;
  paymentStatus?: string;
  UPIREFTRXNID?: string;
  orders: ReceiptOrder[];
}

/** mfauth/trxnAuthoShowReceipt: encryptedData, trxnType (spec 3 section 7). */
export const receiptCalls = {
  trxnAuthoShowReceipt: (body: { encryptedData: string; trxnType: string }) =>
    gatewayCall<Receipt>('ewamftrxnsws/api/mfauth/trxnAuthoShowReceipt', body),
};
