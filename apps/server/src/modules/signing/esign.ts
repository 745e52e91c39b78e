import type {
  EsignProvider,
  EsignPurpose,
  EsignReturn,
  EsignStart,
} from '../../providers/esign/port.js';

/** Who signs: an investor by account, or an applicant by application (and for what, if not the kind's). */
export type EsignSigner = Omit<EsignStart, 'documentUrl'>;

/** How a kind of signing starts its Aadhaar e-sign. */
export interface EsignKind {
  /** Decides where the e-sign service sends the browser back to (NOMINEE unless said). */
  purpose?: EsignPurpose;
  /** The refusal when the e-sign service cannot open a signing. */
  startFailed(): Error;
}

/** How a kind of signing takes the e-sign service's return of one of its signings. */
export interface EsignReturnHandling<T, R> {
  /** The signing the return's transaction belongs to, when it is the signer's. */
  find(txnId: string): Promise<T | undefined>;
  /** The refusal of a return of no signing of the signer's. */
  unknown(): Error;
  /** The refusal of a return that did not come from the e-sign service (`unknown` unless said). */
  forged?(): Promise<Error>;
  /** Whether the signing is already complete: a replayed return only answers it. */
  isSigned(found: T): boolean;
  /** The answer for a signing already complete. */
  signedReply(found: T): R | Promise<R>;
  /** The refusal of a return that says the document was not signed. */
  notSigned(found: T): Promise<Error>;
  /** Completes the signing: what happens once the document is signed. */
  complete(found: T): Promise<R>;
}

/** The Aadhaar e-sign of a document: the request to the e-sign service, and its return. */
export class AadhaarEsign {
  constructor(
    private readonly provider: EsignProvider,
    private readonly kind: EsignKind,
  ) {}

  /** Opens a signing of the document at `documentUrl`; the browser goes to `redirectUrl`. */
  start(signer: EsignSigner, documentUrl: string): Promise<{ txnId: string; redirectUrl: string }> {
    const purpose = this.kind.purpose ? { purpose: this.kind.purpose } : {};
    return this.provider.start({ ...signer, documentUrl, ...purpose } as EsignStart).catch(() => {
      throw this.kind.startFailed();
    });
  }

  /** The e-sign service's return: checked for authenticity, then the signing is completed. */
  async accept<T, R>(body: EsignReturn, handling: EsignReturnHandling<T, R>): Promise<R> {
    const verdict = this.provider.verifyReturn(body);
    if (!verdict.authentic) throw handling.forged ? await handling.forged() : handling.unknown();
    const found = await handling.find(body.txnId);
    if (found === undefined) throw handling.unknown();
    if (handling.isSigned(found)) return handling.signedReply(found);
    if (!verdict.signed) throw await handling.notSigned(found);
    return handling.complete(found);
  }
}
