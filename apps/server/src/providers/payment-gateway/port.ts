import type { Paise } from '@cdesk/domain';

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
export interface SignedResult {
  data: string;
  sig: string;
}

export interface GatewayResult {
  merchantRef: string;
  gatewayRef: string;
  outcome: GatewayOutcome;
  amountPaise: Paise;
  reason: string;
}

/** The payment gateway: net banking, UPI collect, NEFT/RTGS credits and SIP mandates. */
export interface PaymentGateway {
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
  status(gatewayRef: string): Promise<GatewayStatus>;
  /** Registers that a NEFT/RTGS credit with this UTR is expected. */
  expectCredit(input: { merchantRef: string; amountPaise: Paise; utr: string }): Promise<string>;
  /** Checks a signed result and reads it; null when the signature does not match. */
  readSigned(result: SignedResult): GatewayResult | null;
}
