export * from './tax-harvesting.js';
export * from './tax-slab.js';
