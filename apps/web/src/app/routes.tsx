import type { RouteObject } from 'react-router';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { UnknownRoute } from './unknown-route';

// Every page is its own chunk, so the login page loads little more than React itself.
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import('../features/access/login-page')).LoginPage,
        }),
      },
      {
        path: '/transact/errorPage',
        lazy: async () => ({
          Component: (await import('../features/shell/transact-error-page')).TransactErrorPage,
        }),
      },
      {
        Component: RequireLogin,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/shell/shell-layout')).ShellLayout,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/shell/home-page')).HomePage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', Component: UnknownRoute },
    ],
  },
];
