/** Demat reports as PDFs, and holding statements shared through a trusted link. */
export { dematReportRoutes } from './routes.js';
export { DematReportService } from './service.js';
