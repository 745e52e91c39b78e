/** Account services: DDPI consent, folio mobile and e-mail update, closure and e-voting. */
export { registerDdpiServices, type DdpiDeps } from './ddpi/index.js';
export { FolioUpdateService, registerFolioUpdate } from './folio-update/index.js';
