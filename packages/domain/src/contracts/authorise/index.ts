export * from './placed-trxn.js';
export * from './auth-calls.js';
