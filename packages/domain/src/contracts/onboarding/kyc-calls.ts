export * from './kyc-common.js';
export * from './KycService.js';
export * from './PersonalDetailService.js';
export * from './FatcaService.js';
export * from './PreferenceService.js';

import {
  digiLockerKycCall,
  loadCkycDownloadScrnCall,
  loadDigiLockerScrnCall,
  loadDigiLockerVrfyCall,
  loadKraDownloadScrnCall,
  saveCkycDownloadScrnCall,
  saveDigiLockerKycCall,
  saveDigiLockerVrfyCall,
  saveKraDownloadCall,
} from './KycService.js';
import {
  loadAddressDetailCall,
  loadPersonalDetailCall,
  saveDataAddressDetailCall,
  saveDataPersonalDetailCall,
} from './PersonalDetailService.js';
import { loadFatcaCall, loadFatcaPobCall, saveDataFatcaCall } from './FatcaService.js';
import { loadPreferenceScrnCall, savePreferenceScrnCall } from './PreferenceService.js';

/** The KYC, personal-detail, FATCA and preference calls of account opening. */
export const onboardingKycCalls = [
  loadDigiLockerScrnCall,
  digiLockerKycCall,
  saveDigiLockerKycCall,
  loadDigiLockerVrfyCall,
  saveDigiLockerVrfyCall,
  loadKraDownloadScrnCall,
  saveKraDownloadCall,
  loadCkycDownloadScrnCall,
  saveCkycDownloadScrnCall,
  loadAddressDetailCall,
  saveDataAddressDetailCall,
  loadPersonalDetailCall,
  saveDataPersonalDetailCall,
  loadFatcaCall,
  loadFatcaPobCall,
  saveDataFatcaCall,
  loadPreferenceScrnCall,
  savePreferenceScrnCall,
] as const;
