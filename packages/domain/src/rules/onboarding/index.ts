export * from './holders.js';
export * from './contacts.js';
export * from './bank.js';
