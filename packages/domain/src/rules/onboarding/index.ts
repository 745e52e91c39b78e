export * from './holders.js';
export * from './contacts.js';
