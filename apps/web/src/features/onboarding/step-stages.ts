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
  'Nominees',
  'Photo',
  'Documents',
  'Form',
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
  bankdetails: 'Bank',
  mandatedetails: 'Bank',
  nomineeselection: 'Nominees',
  nomineedetails: 'Nominees',
  witnessdetails: 'Nominees',
  livephoto: 'Photo',
  uploaddocuments: 'Documents',
  signature: 'Documents',
  viewewealthform: 'Form',
  esign: 'Form',
};

/** The index of a screen's stage; a screen of no stage (the mandate's after the form) is the last. */
export function stageIndex(screenId: string): number {
  const stage = stageOfStep[stepForScreen(screenId).step];
  return stage ? regStages.indexOf(stage) : regStages.length - 1;
}
