/** The database schema, one file of tables per area. */
export * from './tables/access.js';
export * from './tables/audit.js';
export * from './tables/outbox.js';
export * from './tables/providers.js';
export * from './tables/shell.js';
export * from './tables/schemes.js';
export * from './tables/portfolio.js';
export * from './tables/purchase.js';
export * from './tables/checkout.js';
export * from './tables/nominee.js';
export * from './tables/plans.js';
export * from './tables/selling.js';
export * from './tables/mars.js';
export * from './tables/authorise.js';
export * from './tables/goals.js';
export * from './tables/mandates.js';
export * from './tables/depository.js';
