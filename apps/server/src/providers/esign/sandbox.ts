import { KeyedHash } from '../../lib/keyed-hash.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import {
  esignReturnPaths,
  type EsignProvider,
  type EsignPurpose,
  type EsignReturn,
  type EsignStart,
} from './port.js';
import type { SandboxEsignApplicants } from './applicants.js';
import { EsignReturns } from './returns.js';

/** The provider request kind of each purpose's signing. */
export const esignKinds: Record<EsignPurpose, string> = {
  NOMINEE: 'NOMINEE_ESIGN',
  MANDATE: 'MANDATE_ESIGN',
  REGISTRATION: 'REGISTRATION_ESIGN',
  REGISTRATION_EMF: 'EMF_REGISTRATION_ESIGN',
  REG_MANDATE: 'REG_MANDATE_ESIGN',
  EMF_REG_MANDATE: 'EMF_REG_MANDATE_ESIGN',
  CLOSURE: 'CLOSURE_ESIGN',
  DDPI: 'DDPI_ESIGN',
};
export const esignKind = esignKinds.NOMINEE;

/** The purpose of a signing by its provider request kind; null for a request of another kind. */
export function esignPurposeOf(kind: string): EsignPurpose | null {
  const found = Object.entries(esignKinds).find(([, value]) => value === kind);
  return found ? (found[0] as EsignPurpose) : null;
}
export type EsignOutcome = 'SUCCESS' | 'CANCELLED';

export interface SandboxSigning {
  purpose: EsignPurpose;
  pending: boolean;
  signer: { accountId: number } | { mobile: string; refNo: string };
}

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
    private readonly applicants: SandboxEsignApplicants,
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
    const kind = esignKinds[input.purpose ?? 'NOMINEE'];
    const request = input.applicant
      ? await this.applicants.openOrReuse(kind, input.applicant, input.signerName)
      : await this.store.openOrReuse('esign', kind, input.accountId);
    const query = new URLSearchParams({ ref: request.id, doc: input.documentUrl });
    return { txnId: request.id, redirectUrl: `/cdesk/sandbox/esign/sign?${query.toString()}` };
  }

  /**
   * A signing the sandbox page is asked about: what it is for, whether it is still pending, and
   * who the Aadhaar OTP goes to (an investor's account, or an applicant's mobile).
   */
  async signing(ref: string): Promise<SandboxSigning | null> {
    const request = await this.store.find(ref);
    const applicant = request ? undefined : await this.applicants.find(ref);
    const found = request ?? applicant;
    const purpose = found ? esignPurposeOf(found.kind) : null;
    if (!found || !purpose) return null;
    return {
      purpose,
      pending: found.status === 'PENDING',
      signer: request
        ? { accountId: request.accountId }
        : { mobile: applicant!.mobile, refNo: applicant!.refNo },
    };
  }

  /** Marks a signing done; false when it already was. */
  async complete(ref: string, now: Date): Promise<boolean> {
    return (await this.store.complete(ref, now)) || this.applicants.complete(ref, now);
  }

  /** The six-digit Aadhaar OTP of a transaction. */
  aadhaarOtp(txnId: string): string {
    const digest = this.hash.bytes(`otp:${txnId}`);
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /** The address the sandbox page sends the browser back to. */
  returnUrl(txnId: string, status: EsignOutcome, purpose: EsignPurpose = 'NOMINEE'): string {
    const query = new URLSearchParams({
      txnId,
      status,
      signature: this.returns.sign(txnId, status),
    });
    return `${esignReturnPaths[purpose]}?${query.toString()}`;
  }

  verifyReturn(response: EsignReturn): { authentic: boolean; signed: boolean } {
    return this.returns.verify(response);
  }
}
