export * from './holders.js';
export * from './contacts.js';
export * from './bank.js';
export * from './documents.js';
export * from './nominees.js';
export * from './witness.js';
export * from './review.js';
