export * from './mars-calls.js';
