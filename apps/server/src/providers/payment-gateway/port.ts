import type { Paise } from '@cdesk/domain';
import type { SignedMessage } from '../signed-message.js';

/** What the payer's side decided about a payment. */
export type GatewayOutcome =
  'PENDING' | 'SUCCESS' | 'DECLINED' | 'CANCELLED' | 'FAILED' | 'REJECTED';

export interface GatewayStatus {
  outcome: GatewayOutcome;
  /** The payer's bank's reason, for a rejected or failed payment. */
  reason: string;
  /** Bank or UPI reference once there is one. */
  gatewayRef: string;
}

/** A result the gateway reports back (net-banking callback, NEFT credit), signed with HMAC. */
export type SignedResult = SignedMessage;

export interface GatewayResult {
  merchantRef: string;
  gatewayRef: string;
  outcome: GatewayOutcome;
  amountPaise: Paise;
  reason: string;
}

/** The payment gateway: net banking, UPI collect, NEFT/RTGS credits and SIP mandates. */
/** Money paid out to an investor's registered bank account (redemption proceeds). */
export interface Payout {
  /** The desk's reference: the bank credits it once, however often it is asked. */
  payoutRef: string;
  accountId: number;
  bankName: string;
  bankAccNo: string;
  ifsc: string;
  amountPaise: Paise;
  narration: string;
  /** The day the money is to reach the account, YYYY-MM-DD. */
  valueDate: string;
}

export interface PaymentGateway {
  /** Credits a payout to the investor's bank account; answers the bank's UTR. */
  creditPayout(payout: Payout): Promise<{ utr: string }>;
  verifyVpa(vpa: string): Promise<{ verified: boolean; payerName: string }>;
  /** Opens a net-banking session; the browser goes to redirectUrl. */
  startNetBanking(input: {
    merchantRef: string;
    amountPaise: Paise;
    bankCode: string;
  }): Promise<{ redirectUrl: string; gatewayRef: string }>;
  /** Sends a collect request to the VPA; ok false when the payer's app cannot be reached. */
  startUpiCollect(input: {
    merchantRef: string;
    amountPaise: Paise;
    vpa: string;
  }): Promise<{ ok: true; gatewayRef: string } | { ok: false; reason: string }>;
  /**
   * The page of a net-banking session still open, to send the browser back to; undefined when the
   * gateway cannot resume one, and a fresh session is opened instead.
   */
  resumeNetBanking(gatewayRef: string): string | undefined;
  status(gatewayRef: string): Promise<GatewayStatus>;
  /** Registers that a NEFT/RTGS credit with this UTR is expected. */
  expectCredit(input: { merchantRef: string; amountPaise: Paise; utr: string }): Promise<string>;
  /**
   * Presents a SIP installment to the investor's bank under a registered mandate; the bank
   * answers at once. A repeated merchantRef is the same debit, never a second one.
   */
  debitMandate(input: {
    merchantRef: string;
    mandateNo: string;
    amountPaise: Paise;
  }): Promise<{ ok: true; gatewayRef: string } | { ok: false; reason: string }>;
  /**
   * Opens an e-mandate registration at the investor's bank (merchantRef: the desk's mandate number,
   * amountPaise: its upper limit); the browser goes to redirectUrl, where the investor approves it.
   */
  startMandate(input: {
    merchantRef: string;
    amountPaise: Paise;
    bankCode: string;
    mode: string;
  }): Promise<{ redirectUrl: string; gatewayRef: string }>;
  /** Checks a signed result and reads it; null when the signature does not match. */
  readSigned(result: SignedResult): GatewayResult | null;
}
