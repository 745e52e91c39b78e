import type { KeyedHash } from '../../lib/keyed-hash.js';
import type { EsignReturn } from './port.js';

/**
 * The signature an e-sign service puts on the browser's return (`txnId`, `status`, `signature`):
 * the keyed hash of `return:<txnId>:<status>`, base64url, so a typed-in return does not verify.
 */
export class EsignReturns {
  constructor(private readonly hash: KeyedHash) {}

  sign(txnId: string, status: string): string {
    return this.hash.digest(`return:${txnId}:${status}`, 'base64url');
  }

  verify({ txnId, status, signature }: EsignReturn): { authentic: boolean; signed: boolean } {
    const authentic = this.hash.matches(`return:${txnId}:${status}`, signature, 'base64url');
    return { authentic, signed: authentic && status === 'SUCCESS' };
  }
}
