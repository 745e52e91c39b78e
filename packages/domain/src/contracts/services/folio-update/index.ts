export * from './MFCFolioDetailService.js';
