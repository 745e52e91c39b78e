/** Banks and mandates: the profile's tab, registering an e-mandate, a partner's request and the bank's answer. */
export { BanksMandatesSection } from './mandates-section';
export { mandatePublicRoutes, mandateRoutes } from './mandate-routes';
export { banksMandatePath, mandateResponsePath, registerMandatePath } from './mandate-calls';
