import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { deskUrl, SignedHttp, ZPageLink } from '../signed-http.js';
import type { SignedMessage } from '../signed-message.js';
import { StepCallbacks } from '../step-callback.js';
import { kycCallbackPurpose, type KycSources } from './port.js';

const ZLinked = z.object({ linked: z.boolean() });

/**
 * The KRA (re-KYC) and the tax authority (PAN-Aadhaar link) behind one HTTP API. Each step opens
 * with the desk's reference; the API calls back with it, signed, when the person is done.
 */
export class HttpKycSources implements KycSources {
  private readonly http: SignedHttp;
  private readonly callbacks: StepCallbacks;

  constructor(
    endpoint: Endpoint,
    private readonly store: ProviderRequestStore,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp('KYC sources', endpoint, clock);
    this.callbacks = new StepCallbacks(endpoint.secret, kycCallbackPurpose);
  }

  private async session(path: string, ref: string, investor: Investor): Promise<string> {
    const { url } = await this.http.post(
      path,
      {
        ref,
        njAcNo: investor.njAcNo,
        pan: investor.pan,
        returnUrl: deskUrl(this.publicUrl, '/cdesk/'),
      },
      ZPageLink,
    );
    return url;
  }

  async rekycUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('kra', 'REKYC', investor.id);
    return this.session('rekyc/sessions', request.id, investor);
  }

  async panAadhaarLinkUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('tax', 'PAN_AADHAAR', investor.id);
    return this.session('pan-aadhaar/sessions', request.id, investor);
  }

  async isPanAadhaarLinked(investor: Investor): Promise<boolean> {
    const { linked } = await this.http.post('pan-aadhaar/status', { pan: investor.pan }, ZLinked);
    return linked;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }
}
