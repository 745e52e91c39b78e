export * from './kyc-common.js';
export * from './KycService.js';
export * from './PersonalDetailService.js';
export * from './FatcaService.js';
export * from './PreferenceService.js';
