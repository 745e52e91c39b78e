/** Account services: e-voting. */
export { registerEvoting } from './evoting/index.js';
