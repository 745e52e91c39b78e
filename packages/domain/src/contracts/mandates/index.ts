export * from './mandate-fields.js';
export * from './get-bank-mandates.js';
export * from './register-e-mandate.js';
export * from './get-e-mandate-status.js';
export * from './mandate-auth.js';
