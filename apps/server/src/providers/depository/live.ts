import { paiseToWire, type Paise } from '@cdesk/domain';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import { HttpStepPages } from '../http-step-pages.js';
import { depositoryCallbackPurpose, type Depository } from './port.js';

/** The depository participant over its HTTP API: a page to pay DP charges, and its callback. */
export class HttpDepository extends HttpStepPages implements Depository {
  constructor(endpoint: Endpoint, store: ProviderRequestStore, publicUrl: string, clock: Clock) {
    super('depository', depositoryCallbackPurpose, endpoint, store, publicUrl, clock);
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    return this.openPage('dp-charges/sessions', {
      ref: request.id,
      njAcNo: investor.njAcNo,
      pan: investor.pan,
      dematAccNo: investor.dematAccNo,
      amountPaise: paiseToWire(amountPaise),
    });
  }
}
