import type { RouteObject } from 'react-router';
import { evotingPath, evotingResponsePath } from './evoting-calls';

/** E-voting: the page that sends the investor to the depository, and the one they return to. */
export const evotingRoutes: RouteObject[] = [
  {
    path: evotingPath,
    lazy: async () => ({ Component: (await import('./evoting-page')).EvotingPage }),
  },
  {
    path: evotingResponsePath,
    lazy: async () => ({
      Component: (await import('./evoting-response-page')).EvotingResponsePage,
    }),
  },
];
