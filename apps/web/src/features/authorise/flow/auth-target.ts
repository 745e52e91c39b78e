import type {
  AuthTransactionType,
  TAuthPayment,
  TAuthPurchaseData,
  TAuthTrxnHeader,
} from '@cdesk/domain';

/** A pending transaction as the list or the detail page knows it. */
export interface AuthTarget {
  d: string;
  trnType: AuthTransactionType;
  trxnId: string;
  /** Rupees, for the UPI wait page. */
  amount: string;
  /** The payment placed with it (purchase types); null for the rest. */
  payment: TAuthPayment | null;
  /** The payment the client entered on the detail page, when not the one placed. */
  purchaseData?: TAuthPurchaseData;
  /** The detail's header, when the page has it (its flags decide the questions). */
  header?: TAuthTrxnHeader;
}
