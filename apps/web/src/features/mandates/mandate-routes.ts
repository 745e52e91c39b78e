import type { RouteObject } from 'react-router';
import {
  bankMandateAuthPath,
  esignMandateResponsePath,
  mandateAuthPath,
  mandateResponsePath,
  registerMandatePath,
} from './mandate-calls';

/** Registering an e-mandate, the bank's answer about it, and a partner's request on the desk. */
export const mandateRoutes: RouteObject[] = [
  {
    path: registerMandatePath,
    lazy: async () => ({
      Component: (await import('./register-mandate-page')).RegisterMandatePage,
    }),
  },
  {
    path: mandateResponsePath,
    lazy: async () => ({
      Component: (await import('./mandate-response-page')).MandateResponsePage,
    }),
  },
  {
    // Spec 1 section 4.1 step 7: kept through the login, then the banks-Mandate tab.
    path: bankMandateAuthPath,
    lazy: async () => ({
      Component: (await import('./bank-mandate-auth-page')).BankMandateAuthPage,
    }),
  },
];

/** A partner's mandate request opened from its link, and the e-sign's return: no login needed. */
export const mandatePublicRoutes: RouteObject[] = [
  {
    path: mandateAuthPath,
    lazy: async () => ({
      Component: (await import('./mandate-auth-page')).MandateAuthPage,
    }),
  },
  {
    path: esignMandateResponsePath,
    lazy: async () => ({
      Component: (await import('./esign-response-page')).EsignMandateResponsePage,
    }),
  },
];
