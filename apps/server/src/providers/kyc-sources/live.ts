import { ZKycIdentity } from '@cdesk/domain';
import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { deskUrl, SignedHttp, pageUrl } from '../signed-http.js';
import type { DigiLockerOutcome, DigiLockerStart, IdentitySources, KraLookup } from './port.js';

const ZKra = z.union([
  z.object({
    status: z.enum(['VALIDATED', 'REGISTERED', 'ON_HOLD', 'REJECTED']),
    identity: ZKycIdentity,
  }),
  z.object({ status: z.literal('NOT_FOUND'), identity: z.null() }),
]);
const ZCkyc = z.object({ identity: ZKycIdentity.nullable() });
const ZSession = z.object({ sessionId: z.string().regex(/^[\w-]{8,64}$/), url: pageUrl });
const ZOutcome = z.union([
  z.object({
    state: z.literal('CONSENTED'),
    refNo: z.string(),
    holder: z.string(),
    identity: ZKycIdentity,
  }),
  z.object({ state: z.enum(['DECLINED', 'PENDING']), refNo: z.string(), holder: z.string() }),
  z.object({ state: z.literal('UNKNOWN') }),
]);

/**
 * The KRA, the CKYC registry and DigiLocker behind the KYC sources' signed HTTP API (KYC_URL): the
 * lookups are answered at once; a DigiLocker session opens a consent page the browser is sent to,
 * and the desk reads the session's outcome from the API when the browser comes back.
 */
export class HttpIdentitySources implements IdentitySources {
  private readonly http: SignedHttp;

  constructor(
    endpoint: Endpoint,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp('KYC sources', endpoint, clock);
  }

  kraLookup(pan: string): Promise<KraLookup> {
    return this.http.post('kra/lookup', { pan }, ZKra);
  }

  async ckycLookup(pan: string, dob: string) {
    return (await this.http.post('ckyc/lookup', { pan, dob }, ZCkyc)).identity;
  }

  async digiLockerStart(start: DigiLockerStart) {
    const { returnPath, ...person } = start;
    const { sessionId, url } = await this.http.post(
      'digilocker/sessions',
      { ...person, returnUrl: deskUrl(this.publicUrl, returnPath) },
      ZSession,
    );
    return { sessionId, redirectUrl: url };
  }

  digiLockerOutcome(sessionId: string): Promise<DigiLockerOutcome> {
    return this.http.post('digilocker/outcome', { sessionId }, ZOutcome);
  }
}
