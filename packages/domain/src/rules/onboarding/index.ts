export * from './holders.js';
export * from './contacts.js';
export * from './review.js';
