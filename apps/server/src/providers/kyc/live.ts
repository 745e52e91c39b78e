import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { HttpStepPages } from '../http-step-pages.js';
import { kycCallbackPurpose, type KycSources } from './port.js';

const ZLinked = z.object({ linked: z.boolean() });

/**
 * The KRA (re-KYC) and the tax authority (PAN-Aadhaar link) behind one HTTP API. Each step opens
 * with the desk's reference; the API calls back with it, signed, when the person is done.
 */
export class HttpKycSources extends HttpStepPages implements KycSources {
  constructor(endpoint: Endpoint, store: ProviderRequestStore, publicUrl: string, clock: Clock) {
    super('KYC sources', kycCallbackPurpose, endpoint, store, publicUrl, clock);
  }

  private session(path: string, ref: string, investor: Investor, back?: string): Promise<string> {
    return this.openPage(path, { ref, njAcNo: investor.njAcNo, pan: investor.pan }, back);
  }

  /** The KRA's re-KYC page; the investor comes back to /rekyc, which goes on along the chain. */
  async rekycUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('kra', 'REKYC', investor.id);
    return this.session('rekyc/sessions', request.id, investor, '/cdesk/rekyc');
  }

  async panAadhaarLinkUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('tax', 'PAN_AADHAAR', investor.id);
    return this.session('pan-aadhaar/sessions', request.id, investor);
  }

  async isPanAadhaarLinked(investor: Investor): Promise<boolean> {
    const { linked } = await this.http.post('pan-aadhaar/status', { pan: investor.pan }, ZLinked);
    return linked;
  }
}
