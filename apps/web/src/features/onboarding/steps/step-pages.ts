import type { OnboardingStep } from '@cdesk/domain';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { StepPageProps } from './step-page-props';

type StepPage = LazyExoticComponent<ComponentType<StepPageProps>>;

/**
 * The page of each step, each its own chunk: /tradereg/createaccount/<step> (and the login-side
 * routes of 2.1) render the page listed here for the step. One line per step.
 */
export const stepPages: Partial<Record<OnboardingStep, StepPage>> = {
  centrepartner: lazy(async () => ({
    default: (await import('./centre-partner')).CentrePartnerStep,
  })),
  holdertaxstatus: lazy(async () => ({
    default: (await import('./holder-tax-status')).HolderTaxStatusStep,
  })),
  selectacctype: lazy(async () => ({
    default: (await import('./select-acc-type')).SelectAccTypeStep,
  })),
  holdersPanDob: lazy(async () => ({
    default: (await import('./holders-pan-dob')).HoldersPanDobStep,
  })),
  loadmobemail: lazy(async () => ({
    default: (await import('./load-mob-email')).LoadMobEmailStep,
  })),
  vrfymobemail: lazy(async () => ({
    default: (await import('./verify-mob-email')).VrfyMobEmailStep,
  })),
  kradownload: lazy(async () => ({ default: (await import('./kra-download')).KraDownloadStep })),
  ckycdownload: lazy(async () => ({ default: (await import('./ckyc-download')).CkycDownloadStep })),
  loaddigilocker: lazy(async () => ({
    default: (await import('./load-digilocker')).DigiLockerStep,
  })),
  loaddigilockervrfy: lazy(async () => ({
    default: (await import('./load-digilocker-verify')).DigiLockerVerifyStep,
  })),
  addresscomfirmation: lazy(async () => ({
    default: (await import('./address-confirmation')).AddressConfirmationStep,
  })),
  personaldetails: lazy(async () => ({
    default: (await import('./personal-details')).PersonalDetailsStep,
  })),
  fatca: lazy(async () => ({ default: (await import('./fatca')).FatcaStep })),
  preference: lazy(async () => ({ default: (await import('./preference')).PreferenceStep })),
  // Bank details onwards (part 2) are completed with the partner or branch.
  bankdetails: lazy(async () => ({ default: (await import('./bank-details')).BankDetailsStep })),
  mandatedetails: lazy(async () => ({
    default: (await import('./mandate-details')).MandateDetailsStep,
  })),
  dcmandate: lazy(async () => ({ default: (await import('./dc-mandate')).DcMandateStep })),
  mandateesign: lazy(async () => ({
    default: (await import('./mandate-esign')).MandateEsignStep,
  })),
  livephoto: lazy(async () => ({ default: (await import('./live-photo')).LivePhotoStep })),
  uploaddocuments: lazy(async () => ({
    default: (await import('./upload-documents')).UploadDocumentsStep,
  })),
  signature: lazy(async () => ({ default: (await import('./signature')).SignatureStep })),
  nomineeselection: lazy(async () => ({
    default: (await import('./nominee-selection')).NomineeSelectionStep,
  })),
  nomineedetails: lazy(async () => ({
    default: (await import('./nominee-details')).NomineeDetailsStep,
  })),
  witnessdetails: lazy(async () => ({
    default: (await import('./witness-details')).WitnessDetailsStep,
  })),
  viewewealthform: lazy(async () => ({
    default: (await import('./view-ewealth-form')).ViewEwealthFormStep,
  })),
  esign: lazy(async () => ({ default: (await import('./esign')).EsignStep })),
};
