import type { Paise } from '@cdesk/domain';
import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import type { SignedMessage } from '../signed-message.js';
import { StepCallbacks } from '../step-callback.js';
import { depositoryCallbackPurpose, type Depository } from './port.js';

export class SandboxDepository implements Depository {
  private readonly callbacks: StepCallbacks;

  constructor(
    private readonly store: ProviderRequestStore,
    secretKey: string,
  ) {
    this.callbacks = new StepCallbacks(secretKey, depositoryCallbackPurpose);
  }

  async dpChargesPaymentUrl(investor: Investor, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      investor.id,
      amountPaise,
    );
    return `/cdesk/sandbox/depository/dp-charges?ref=${request.id}`;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }
}
