import { useEffect } from 'react';
import { Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { prepareDeskWith } from '../features/access';
import { RequireLogin } from '../features/access/require-login';
import { contentCommitted } from '../lib/first-paint';
import { ScrollRestoration } from '../lib/scroll-restoration';
import { RouteError } from './route-error';
import { UnknownRoute } from './unknown-route';

// Every page is its own chunk, so the login page loads little more than React itself; the other
// pages' routes are found when first visited (other-routes.tsx).
const loginPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/access/login-page')).LoginPage,
});
/**
 * Every page opens at its top, and Back returns to where the page was scrolled (the funds list
 * where a fund was opened from), once the page has grown tall enough to be there. Its first
 * commit is the first page on screen, which what waits for the first paint follows.
 */
function Root() {
  useEffect(contentCommitted, []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: '/login', lazy: loginPage },
      { path: '/ewa/login', lazy: loginPage },
      // The logged-in desk: its routes are found on the first visit (other-routes.tsx).
      { id: 'desk', Component: RequireLogin, children: [] },
      { path: '*', Component: UnknownRoute },
    ],
  },
];

/**
 * Route discovery (React Router's patchRoutesOnNavigation): every route but the login page's, and
 * the list of chunks each one needs, stay out of the entry that the login page loads. A path that
 * only the catch-all matches makes the router ask here; the routes are added once, then matched.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { publicRoutes, deskRoutes } = await import('./other-routes');
  patch('root', publicRoutes);
  patch('desk', deskRoutes);
};

// The desk's first page after a login shows the count of what waits for authorisation in its
// first paint (the dashboard's card, the menu's badge); the route table loads meanwhile.
prepareDeskWith(async () => (await import('./other-routes')).prepareDesk());
