import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { KeyedHash } from '../../lib/keyed-hash.js';
import { deskUrl, pageUrl, SignedHttp } from '../signed-http.js';
import { esignReturnPaths, type EsignProvider, type EsignReturn, type EsignStart } from './port.js';
import { EsignReturns } from './returns.js';

/** The purpose the e-sign service signs its returns for (README, live adapters). */
export const esignReturnPurpose = 'esign-return';

const ZStarted = z.object({
  txnId: z
    .string()
    .max(80)
    .regex(/^[\w.-]+$/),
  redirectUrl: pageUrl,
});

/** The Aadhaar e-sign service over its HTTP API: it fetches the document, returns the browser. */
export class HttpEsign implements EsignProvider {
  private readonly http: SignedHttp;
  private readonly returns: EsignReturns;

  constructor(
    endpoint: Endpoint,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp('e-sign service', endpoint, clock);
    this.returns = new EsignReturns(new KeyedHash(endpoint.secret, esignReturnPurpose));
  }

  start(input: EsignStart): Promise<{ txnId: string; redirectUrl: string }> {
    return this.http.post(
      'transactions',
      {
        ...(input.documentUrl ? { documentUrl: deskUrl(this.publicUrl, input.documentUrl) } : {}),
        signerName: input.signerName,
        returnUrl: deskUrl(this.publicUrl, esignReturnPaths[input.purpose ?? 'NOMINEE']),
      },
      ZStarted,
    );
  }

  verifyReturn(response: EsignReturn): { authentic: boolean; signed: boolean } {
    return this.returns.verify(response);
  }
}
