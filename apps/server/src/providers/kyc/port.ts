/** KYC sources: the KRA for re-KYC, and the tax authority's PAN-Aadhaar link status. */
export interface KycSources {
  rekycUrl(accountId: number): Promise<string>;
  panAadhaarLinkUrl(accountId: number): Promise<string>;
  /** Asks the tax authority whether the PAN is linked with an Aadhaar. */
  isPanAadhaarLinked(accountId: number): Promise<boolean>;
}
