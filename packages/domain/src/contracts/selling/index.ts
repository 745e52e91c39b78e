export * from './sell-fields.js';
export * from './redemption.js';
export * from './switch.js';
export * from './insta-cash.js';
