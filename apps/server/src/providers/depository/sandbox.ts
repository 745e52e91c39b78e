import type { Paise } from '@cdesk/domain';
import type { ProviderRequestStore } from '../provider-requests.js';
import type { Depository } from './port.js';

export class SandboxDepository implements Depository {
  constructor(private readonly store: ProviderRequestStore) {}

  async dpChargesPaymentUrl(accountId: number, amountPaise: Paise): Promise<string> {
    const request = await this.store.openOrReuse(
      'depository',
      'DP_CHARGES',
      accountId,
      amountPaise,
    );
    return `/cdesk/sandbox/depository/dp-charges?ref=${request.id}`;
  }
}
