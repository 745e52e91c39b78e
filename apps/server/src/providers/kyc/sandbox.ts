import type { ProviderRequestStore } from '../provider-requests.js';
import type { KycSources } from './port.js';

/**
 * The sandbox KRA and tax portal. A PAN counts as linked once a person completed the sandbox linking
 * page, or when the investor says it is already linked (the sandbox portal confirms every such claim).
 */
export class SandboxKycSources implements KycSources {
  constructor(private readonly store: ProviderRequestStore) {}

  async rekycUrl(accountId: number): Promise<string> {
    const request = await this.store.openOrReuse('kra', 'REKYC', accountId);
    return `/cdesk/sandbox/kra/rekyc?ref=${request.id}`;
  }

  async panAadhaarLinkUrl(accountId: number): Promise<string> {
    const request = await this.store.openOrReuse('tax', 'PAN_AADHAAR', accountId);
    return `/cdesk/sandbox/tax/link-aadhaar?ref=${request.id}`;
  }

  async isPanAadhaarLinked(): Promise<boolean> {
    return true;
  }
}
