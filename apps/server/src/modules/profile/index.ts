/** The investor's profile: details on record, nominees on record and the display photo. */
export { profileRoutes } from './routes.js';
export { ProfileService } from './service.js';
