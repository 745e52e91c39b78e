import type { Endpoint } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { ProviderRequestStore } from './provider-requests.js';
import { deskUrl, SignedHttp, ZPageLink } from './signed-http.js';
import type { SignedMessage } from './signed-message.js';
import { StepCallbacks } from './step-callback.js';

/**
 * An outside system on whose pages a person finishes a step (re-KYC, PAN-Aadhaar link, DP charges),
 * over its signed HTTP API: the desk opens a page for its reference, and the system calls back,
 * signed, when the step is done.
 */
export abstract class HttpStepPages {
  protected readonly http: SignedHttp;
  private readonly callbacks: StepCallbacks;

  constructor(
    name: string,
    callbackPurpose: string,
    endpoint: Endpoint,
    protected readonly store: ProviderRequestStore,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp(name, endpoint, clock);
    this.callbacks = new StepCallbacks(endpoint.secret, callbackPurpose);
  }

  /** Opens the system's page for one step; the person comes back to the desk (`back`) from it. */
  protected async openPage(
    path: string,
    fields: Record<string, unknown>,
    back = '/cdesk/',
  ): Promise<string> {
    const returnUrl = deskUrl(this.publicUrl, back);
    const { url } = await this.http.post(path, { ...fields, returnUrl }, ZPageLink);
    return url;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }
}
