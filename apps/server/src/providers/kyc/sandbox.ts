import type { Investor } from '../investor.js';
import type { ProviderRequestStore } from '../provider-requests.js';
import type { SignedMessage } from '../signed-message.js';
import { StepCallbacks } from '../step-callback.js';
import { kycCallbackPurpose, type KycSources } from './port.js';

/**
 * The sandbox KRA and tax portal. A PAN counts as linked once a person completed the sandbox linking
 * page, or when the investor says it is already linked (the sandbox portal confirms every such claim).
 */
export class SandboxKycSources implements KycSources {
  private readonly callbacks: StepCallbacks;

  constructor(
    private readonly store: ProviderRequestStore,
    secretKey: string,
  ) {
    this.callbacks = new StepCallbacks(secretKey, kycCallbackPurpose);
  }

  async rekycUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('kra', 'REKYC', investor.id);
    return `/cdesk/sandbox/kra/rekyc?ref=${request.id}`;
  }

  async panAadhaarLinkUrl(investor: Investor): Promise<string> {
    const request = await this.store.openOrReuse('tax', 'PAN_AADHAAR', investor.id);
    return `/cdesk/sandbox/tax/link-aadhaar?ref=${request.id}`;
  }

  async isPanAadhaarLinked(): Promise<boolean> {
    return true;
  }

  readCallback(message: SignedMessage): { ref: string } | null {
    return this.callbacks.read(message);
  }
}
