import type { HolderRole, OnboardingStep } from '@cdesk/domain';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** What every step page is given: its numbered screen and the holder it is for. */
export interface StepPageProps {
  screenId: string;
  holder: HolderRole;
}

type StepPage = LazyExoticComponent<ComponentType<StepPageProps>>;

/**
 * The page of each step, each its own chunk: /tradereg/createaccount/<step> (and the login-side
 * routes of 2.1) render the page listed here for the step. One line per step.
 */
export const stepPages: Partial<Record<OnboardingStep, StepPage>> = {
  centrepartner: lazy(async () => ({
    default: (await import('./centrepartner')).CentrePartnerStep,
  })),
  holdertaxstatus: lazy(async () => ({
    default: (await import('./holdertaxstatus')).HolderTaxStatusStep,
  })),
  selectacctype: lazy(async () => ({
    default: (await import('./selectacctype')).SelectAccTypeStep,
  })),
  holdersPanDob: lazy(async () => ({
    default: (await import('./holdersPanDob')).HoldersPanDobStep,
  })),
  loadmobemail: lazy(async () => ({ default: (await import('./loadmobemail')).LoadMobEmailStep })),
  vrfymobemail: lazy(async () => ({ default: (await import('./vrfymobemail')).VrfyMobEmailStep })),
  kradownload: lazy(async () => ({ default: (await import('./kradownload')).KraDownloadStep })),
  ckycdownload: lazy(async () => ({ default: (await import('./ckycdownload')).CkycDownloadStep })),
  loaddigilocker: lazy(async () => ({
    default: (await import('./loaddigilocker')).DigiLockerStep,
  })),
  loaddigilockervrfy: lazy(async () => ({
    default: (await import('./loaddigilockervrfy')).DigiLockerVerifyStep,
  })),
  addresscomfirmation: lazy(async () => ({
    default: (await import('./addresscomfirmation')).AddressConfirmationStep,
  })),
  personaldetails: lazy(async () => ({
    default: (await import('./personaldetails')).PersonalDetailsStep,
  })),
  fatca: lazy(async () => ({ default: (await import('./fatca')).FatcaStep })),
  preference: lazy(async () => ({ default: (await import('./preference')).PreferenceStep })),
  // Bank details onwards (part 2) are completed with the partner or branch.
  bankdetails: lazy(async () => ({ default: (await import('./bankdetails')).BankDetailsStep })),
  mandatedetails: lazy(async () => ({
    default: (await import('./mandatedetails')).MandateDetailsStep,
  })),
  dcmandate: lazy(async () => ({ default: (await import('./dcmandate')).DcMandateStep })),
  mandateesign: lazy(async () => ({
    default: (await import('./mandateesign')).MandateEsignStep,
  })),
  livephoto: lazy(async () => ({ default: (await import('./livephoto')).LivePhotoStep })),
  uploaddocuments: lazy(async () => ({
    default: (await import('./uploaddocuments')).UploadDocumentsStep,
  })),
  signature: lazy(async () => ({ default: (await import('./signature')).SignatureStep })),
  nomineeselection: lazy(async () => ({
    default: (await import('./nomineeselection')).NomineeSelectionStep,
  })),
  nomineedetails: lazy(async () => ({
    default: (await import('./nomineedetails')).NomineeDetailsStep,
  })),
  witnessdetails: lazy(async () => ({
    default: (await import('./witnessdetails')).WitnessDetailsStep,
  })),
  viewewealthform: lazy(async () => ({
    default: (await import('./viewewealthform')).ViewEwealthFormStep,
  })),
  esign: lazy(async () => ({ default: (await import('./esign')).EsignStep })),
};
