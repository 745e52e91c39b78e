export * from './holders-common.js';
export * from './EwaRegService.js';
export * from './FetchEditReport.js';
export * from './HolderDetailService.js';
export * from './MobileEmailService.js';
