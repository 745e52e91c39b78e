import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { signedPdfRoute } from '../../lib/signed-pdf-route.js';
import type { EsignProvider } from '../../providers/esign/port.js';
import type { OtpService } from '../access/index.js';
import { type SigningDocument, SignedDocuments } from './document.js';
import { AadhaarEsign, type EsignKind } from './esign.js';
import { type OtpKind, OtpSigning } from './otp.js';

export type { SigningDocument } from './document.js';
export type { EsignKind, EsignReturnHandling, EsignSigner } from './esign.js';
export type { OtpKind } from './otp.js';
export { SignedDocuments, AadhaarEsign, OtpSigning };

/**
 * A kind of signing, as the flow that owns it describes it: its document, how its Aadhaar e-sign
 * starts, and (when it signs by OTP too) its OTP.
 */
export interface SigningKind<S> {
  document: SigningDocument<S>;
  esign: EsignKind;
  otp?: OtpKind;
}

/** What signing needs from the rest of the desk. */
export interface SigningDeps {
  clock: Clock;
  esign: EsignProvider;
  secretKey: string;
  /** For the kinds that sign by OTP. */
  otp?: OtpService;
}

/** One kind of signing: its document's links, its Aadhaar e-sign and its OTP. */
export interface Signing<S> {
  documents: SignedDocuments<S>;
  esign: AadhaarEsign;
  /** For the kinds that sign by OTP. */
  otp: OtpSigning | undefined;
}

/** The signing of one kind of document. */
export function signing<S>(kind: SigningKind<S>, deps: SigningDeps): Signing<S> {
  const { otp } = deps;
  return {
    documents: new SignedDocuments(kind.document, deps.clock, deps.secretKey),
    esign: new AadhaarEsign(deps.esign, kind.esign),
    otp: kind.otp && otp ? new OtpSigning(otp, kind.otp) : undefined,
  };
}

/**
 * The signing's routes: the document behind a short-lived signed link, as a PDF viewer, a
 * download or the e-sign service asks for it (none of them can send the token), and the signed
 * copy once it is signed.
 */
export function register<S>(app: FastifyInstance, deps: { signing: Signing<S> }): void {
  const { documents } = deps.signing;
  signedPdfRoute(
    app,
    documents.kind.resource,
    (file, exp, sig) => documents.read(file, exp, sig),
    documents.kind.notFound,
  );
}
