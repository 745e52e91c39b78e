import { KeyedHash } from '../../lib/keyed-hash.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { esignCapturePath, type EsignProvider, type EsignReturn, type EsignStart } from './port.js';
import { EsignReturns } from './returns.js';

export const esignKind = 'NOMINEE_ESIGN';
export type EsignOutcome = 'SUCCESS' | 'CANCELLED';

/**
 * The sandbox e-sign service. It keeps its transactions in the provider requests, derives each
 * transaction's Aadhaar OTP from a key (so nothing secret is stored), and signs what it returns so
 * the desk can tell a real return from a typed-in one. `failNext` makes the next start fail.
 */
export class SandboxEsign implements EsignProvider {
  private readonly hash: KeyedHash;
  private readonly returns: EsignReturns;
  private failing = false;

  constructor(
    private readonly store: ProviderRequestStore,
    secretKey: string,
  ) {
    this.hash = new KeyedHash(secretKey, 'sandbox-esign');
    this.returns = new EsignReturns(this.hash);
  }

  failNext(): void {
    this.failing = true;
  }

  async start(input: EsignStart): Promise<{ txnId: string; redirectUrl: string }> {
    if (this.failing) {
      this.failing = false;
      throw new Error('e-sign service unavailable');
    }
    const request = await this.store.openOrReuse('esign', esignKind, input.accountId);
    const query = new URLSearchParams({ ref: request.id, doc: input.documentUrl });
    return { txnId: request.id, redirectUrl: `/cdesk/sandbox/esign/sign?${query.toString()}` };
  }

  /** The six-digit Aadhaar OTP of a transaction. */
  aadhaarOtp(txnId: string): string {
    const digest = this.hash.bytes(`otp:${txnId}`);
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** The address the sandbox page sends the browser back to. */
  returnUrl(txnId: string, status: EsignOutcome): string {
    const query = new URLSearchParams({
      txnId,
      status,
      signature: this.returns.sign(txnId, status),
    });
    return `${esignCapturePath}?${query.toString()}`;
  }

  verifyReturn(response: EsignReturn): { authentic: boolean; signed: boolean } {
    return this.returns.verify(response);
  }
}
