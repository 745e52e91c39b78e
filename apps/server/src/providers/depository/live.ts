import { paiseToWire, type Paise } from '@cdesk/domain';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { deskUrl, SignedHttp, ZPageLink } from '../signed-http.js';
import type { SignedMessage } from '../signed-message.js';
import { StepCallbacks } from '../step-callback.js';
import { depositoryCallbackPurpose, type Depository } from './port.js';

/** The depository participant over its HTTP API: a page to pay DP charges, and its callback. */
export class HttpDepository implements Depository {
  private readonly http: SignedHttp;
  private readonly callbacks: StepCallbacks;

  constructor(
    endpoint: Endpoint,
    private readonly store: ProviderRequestStore,
    private readonly publicUrl: string,
    clock: Clock,
  ) {
    this.http = new SignedHttp('depository', endpoint, clock);
    this.callbacks = new StepCallbacks(endpoint.secret, depositoryCallbackPurpose);
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    const { url } = await this.http.post(
      'dp-charges/sessions',
      {
        ref: request.id,
        njAcNo: investor.njAcNo,
        pan: investor.pan,
        dematAccNo: investor.dematAccNo,
        amountPaise: paiseToWire(amountPaise),
        returnUrl: deskUrl(this.publicUrl, '/cdesk/'),
      },
      ZPageLink,
    );
    return url;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }
}
