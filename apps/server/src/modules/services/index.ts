export { registerDdpiServices, type DdpiDeps } from './ddpi/index.js';
