import {
  gatewayUrl,
  netbankingReturnResource,
  eMandateCallbackResource,
  eMandateReturnResource,
  parseRegistrationMandateRef,
  registrationMandateCallbackResource,
  registrationMandateReturnResource,
  paiseToWire,
  paymentCallbackResource,
  type Paise,
} from '@cdesk/domain';
import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { deskUrl, pageUrl, SignedHttp } from '../signed-http.js';
import type { GatewayResult, GatewayStatus, PaymentGateway, Payout, SignedResult } from './port.js';
import { GatewayResults } from './results.js';

const ref = z.string().min(1).max(100);

const ZVpa = z.object({ verified: z.boolean(), payerName: z.string().max(200).default('') });
const ZSession = z.object({ gatewayRef: ref, redirectUrl: pageUrl });
const ZCollect = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), gatewayRef: ref }),
  z.object({ ok: z.literal(false), reason: z.string().max(500) }),
]);
const ZStatus = z.object({
  outcome: z.enum(['PENDING', 'SUCCESS', 'DECLINED', 'CANCELLED', 'FAILED', 'REJECTED']),
  reason: z.string().max(500).default(''),
  gatewayRef: ref,
});
const ZCredit = z.object({ gatewayRef: ref });
const ZDebit = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), gatewayRef: ref }),
  z.object({ ok: z.literal(false), reason: z.string().max(500) }),
]);
const ZPayout = z.object({ utr: ref });

/**
 * The payment gateway over its HTTP API (README, live adapters): net banking, UPI collect and VPA
 * checks, NEFT/RTGS credits and status; its results come back signed, as the sandbox's do.
 */
export class HttpPaymentGateway implements PaymentGateway {
  private readonly http: SignedHttp;
  private readonly results: GatewayResults;
  private readonly callbackUrl: string;

  constructor(
    endpoint: Endpoint,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp('payment gateway', endpoint, clock);
    this.results = new GatewayResults(endpoint.secret);
    this.callbackUrl = deskUrl(publicUrl, gatewayUrl(paymentCallbackResource));
  }

  verifyVpa(vpa: string) {
    return this.http.post('upi/vpa/verify', { vpa }, ZVpa);
  }

  startNetBanking(input: { merchantRef: string; amountPaise: Paise; bankCode: string }) {
    return this.http.post(
      'netbanking/sessions',
      {
        ...input,
        amountPaise: paiseToWire(input.amountPaise),
        returnUrl: deskUrl(this.publicUrl, gatewayUrl(netbankingReturnResource)),
        callbackUrl: this.callbackUrl,
      },
      ZSession,
    );
  }

  startMandate(input: { merchantRef: string; amountPaise: Paise; bankCode: string; mode: string }) {
    return this.http.post(
      'emandate/sessions',
      {
        ...input,
        amountPaise: paiseToWire(input.amountPaise),
        // An account-opening application's mandate comes back to account opening.
        ...(parseRegistrationMandateRef(input.merchantRef)
          ? {
              returnUrl: deskUrl(this.publicUrl, gatewayUrl(registrationMandateReturnResource)),
              callbackUrl: deskUrl(this.publicUrl, gatewayUrl(registrationMandateCallbackResource)),
            }
          : {
              returnUrl: deskUrl(this.publicUrl, gatewayUrl(eMandateReturnResource)),
              callbackUrl: deskUrl(this.publicUrl, gatewayUrl(eMandateCallbackResource)),
            }),
      },
      ZSession,
    );
  }

  startUpiCollect(input: { merchantRef: string; amountPaise: Paise; vpa: string }) {
    return this.http.post(
      'upi/collect',
      { ...input, amountPaise: paiseToWire(input.amountPaise), callbackUrl: this.callbackUrl },
      ZCollect,
    );
  }

  resumeNetBanking(): undefined {
    return undefined;
  }

  status(gatewayRef: string): Promise<GatewayStatus> {
    return this.http.post('payments/status', { gatewayRef }, ZStatus);
  }

  async expectCredit(input: { merchantRef: string; amountPaise: Paise; utr: string }) {
    const { gatewayRef } = await this.http.post(
      'neft/expected-credits',
      { ...input, amountPaise: paiseToWire(input.amountPaise), callbackUrl: this.callbackUrl },
      ZCredit,
    );
    return gatewayRef;
  }

  debitMandate(input: { merchantRef: string; mandateNo: string; amountPaise: Paise }) {
    return this.http.post(
      'mandates/debit',
      { ...input, amountPaise: paiseToWire(input.amountPaise) },
      ZDebit,
    );
  }

  creditPayout(payout: Payout): Promise<{ utr: string }> {
    return this.http.post(
      'payouts',
      { ...payout, amountPaise: paiseToWire(payout.amountPaise) },
      ZPayout,
    );
  }

  readSigned(result: SignedResult): GatewayResult | null {
    return this.results.read(result);
  }
}
