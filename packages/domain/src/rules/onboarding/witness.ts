/**
 * How the holders sign the account opening form: by Aadhaar e-sign (screen 50, the online form),
 * or with a thumb impression on paper.
 */
export type FormSigning = 'ESIGN' | 'THUMB_IMPRESSION';

/**
 * Whether a nomination needs a witness: only where a holder signs with a thumb impression, which
 * a witness attests. An e-signed form carries the signer's Aadhaar-verified identity instead.
 */
export function nominationNeedsWitness(signing: FormSigning): boolean {
  return signing === 'THUMB_IMPRESSION';
}
