/** Banks and mandates: the investor's registered banks, e-mandates and the bank's answer. */
export { mandateResponseUrl, mandateRoutes } from './routes.js';
export { mandateNumber, MandateService } from './service.js';
export { bankMandateAuthPath, mandateAuthPath, MandateLinks } from './links.js';
export { PartnerMandates, type PlacedMandate } from './partner-mandates.js';
export { register, type MandatesRegistration } from './register.js';
