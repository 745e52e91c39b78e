import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { Account, OtpPurpose, OtpService } from '../access/index.js';

/** How a kind of signing signs by OTP. */
export interface OtpKind {
  purpose: OtpPurpose;
  /** The refusal when no OTP can be sent now (a wait, or the limit). */
  sendRefused(message: string): Error;
}

/** Signing by OTP: the OTPs of one signing share a reference, and the code signs it. */
export class OtpSigning {
  constructor(
    private readonly otp: OtpService,
    private readonly kind: OtpKind,
  ) {}

  /** Sends the signing's OTP; a signing with no reference yet (submitted again) starts afresh. */
  async send(tx: Tx, account: Account, signingRef: string | null, action?: string) {
    const requestRef = signingRef || randomBytes(12).toString('hex');
    const sent = await this.otp.send(account, this.kind.purpose, {
      tx,
      requestRef,
      ...(action ? { action } : {}),
    });
    if (!sent.ok) throw this.kind.sendRefused(sent.message);
    return { ...sent, requestRef };
  }

  /** Checks the code against the signing's live OTP. */
  check(
    tx: Tx,
    account: Account,
    code: string,
    signing: { requestRef: string; ref: string; address: string },
  ) {
    return this.otp.check(account, this.kind.purpose, code, {
      tx,
      requestRef: signing.requestRef,
      ref: signing.ref,
      address: signing.address,
    });
  }
}
