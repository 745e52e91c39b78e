import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { SignedHttp } from '../signed-http.js';
import type { ContactChange, ContactChangeStatus, RegistrarServices } from './port.js';

const ZAccepted = z.object({ accepted: z.literal(true) });
const ZStatus = z.object({
  status: z.enum(['UNKNOWN', 'PENDING', 'COMPLETED', 'REJECTED']),
  reason: z.string().max(500).default(''),
});

/** The registrar's service-request API, on the order-routing endpoint (README, live adapters). */
export class HttpRegistrarServices implements RegistrarServices {
  private readonly http: SignedHttp;

  constructor(endpoint: Endpoint, clock: Clock) {
    this.http = new SignedHttp('registrar', endpoint, clock);
  }

  async submitContactChange(change: ContactChange): Promise<void> {
    await this.http.post('folio-contact-changes', change, ZAccepted);
  }

  contactChangeStatus(ref: string): Promise<ContactChangeStatus> {
    return this.http.post('folio-contact-changes/status', { ref }, ZStatus);
  }
}
