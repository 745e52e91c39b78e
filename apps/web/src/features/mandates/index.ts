/** Banks and mandates: the profile's tab, registering an e-mandate and the bank's answer. */
export { BanksMandatesSection } from './mandates-section';
export { mandateRoutes } from './mandate-routes';
export { banksMandatePath, mandateResponsePath, registerMandatePath } from './mandate-calls';
