import type { Investor } from '../investor.js';
import type { SignedMessage } from '../signed-message.js';

/** KYC sources: the KRA for re-KYC, and the tax authority's PAN-Aadhaar link status. */
export interface KycSources {
  rekycUrl(investor: Investor): Promise<string>;
  panAadhaarLinkUrl(investor: Investor): Promise<string>;
  /** Asks the tax authority whether the PAN is linked with an Aadhaar. */
  isPanAadhaarLinked(investor: Investor): Promise<boolean>;
  /** The signed word that a person finished re-KYC or linking: the desk's reference, or null. */
  readCallback(message: SignedMessage): { ref: string } | null;
}

/** The purpose the KYC sources sign their callbacks for (README, live adapters). */
export const kycCallbackPurpose = 'kyc-callback';
