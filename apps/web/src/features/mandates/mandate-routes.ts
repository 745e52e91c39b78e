import type { RouteObject } from 'react-router';
import { mandateResponsePath, registerMandatePath } from './mandate-calls';

/** Registering an e-mandate and the bank's answer about it. */
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
];
