export * from './common.js';
export * from './LoginService.js';
export * from './EwaRegService.js';
export * from './FetchCenterPartner.js';
export * from './InterProjectService.js';
export * from './JwtTokenUtility.js';
export * from './kyc-calls.js';
