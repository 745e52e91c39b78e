import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { SignedHttp } from '../signed-http.js';
import type { PennyDrop, PennyDropRequest, PennyDropResult } from './port.js';

const ZAnswer = z.discriminatedUnion('verified', [
  z.object({ verified: z.literal(true), nameAtBank: z.string().trim().min(1).max(140) }),
  z.object({ verified: z.literal(false), reason: z.string().max(300).default('') }),
]);

/** The bank account verification service over its HTTP API (README, live adapters). */
export class HttpPennyDrop implements PennyDrop {
  private readonly http: SignedHttp;

  constructor(endpoint: Endpoint, clock: Clock) {
    this.http = new SignedHttp('penny drop service', endpoint, clock);
  }

  verify(request: PennyDropRequest): Promise<PennyDropResult> {
    return this.http.post(
      'accounts/verify',
      { ifsc: request.ifsc, accountNo: request.accountNo, name: request.expectedName },
      ZAnswer,
    );
  }
}
