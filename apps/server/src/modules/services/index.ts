/** Account services: folio mobile and e-mail update. */
export { FolioUpdateService, registerFolioUpdate } from './folio-update/index.js';
