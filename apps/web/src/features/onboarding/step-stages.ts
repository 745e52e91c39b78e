import { type OnboardingStep, stepForScreen } from '@cdesk/domain';

/**
 * The stages of the create-account step indicator: the numbered screens fold into the few a
 * person recognises. Screens hidden from it (2.3) never ask.
 */
export const regStages = [
  'Partner',
  'Holders',
  'PAN',
  'KYC',
  'Personal',
  'FATCA',
  'Preferences',
  'Bank',
] as const;

const stageOfStep: Partial<Record<OnboardingStep, (typeof regStages)[number]>> = {
  centrepartner: 'Partner',
  holdertaxstatus: 'Holders',
  selectacctype: 'Holders',
  holdersPanDob: 'PAN',
  loadmobemail: 'KYC',
  vrfymobemail: 'KYC',
  kradownload: 'KYC',
  ckycdownload: 'KYC',
  loaddigilocker: 'KYC',
  loaddigilockervrfy: 'KYC',
  addresscomfirmation: 'KYC',
  personaldetails: 'Personal',
  fatca: 'FATCA',
  preference: 'Preferences',
};

/** The index of a screen's stage; part 2's screens (bank onwards) are the last stage. */
export function stageIndex(screenId: string): number {
  const stage = stageOfStep[stepForScreen(screenId).step] ?? 'Bank';
  return regStages.indexOf(stage);
}
