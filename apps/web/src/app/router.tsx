import { createBrowserRouter } from 'react-router';
import { afterFirstPaint, awaitFirstContent } from '../lib/first-paint';
import { setNavigator } from '../lib/navigation';
import { patchRoutesOnNavigation, routes } from './routes';

// What waits for the first paint waits for the first page's (routes.tsx tells when it commits),
// not for the empty frames painted while the route table loads.
awaitFirstContent();

export const router = createBrowserRouter(routes, {
  basename: '/cdesk',
  patchRoutesOnNavigation,
});

setNavigator((to, { replace }) => void router.navigate(to, { replace }));

// Spec 1 section 4.7: a version check at start, every few minutes and on route changes. Its code
// loads after the first page has painted, which does not wait for it.
let onRouteChange = () => {};
void afterFirstPaint()
  .then(() => import('../lib/version-check'))
  .then(({ startVersionChecks }) => {
    onRouteChange = startVersionChecks().onRouteChange;
  });
let lastPath = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === lastPath) return;
  lastPath = state.location.pathname;
  onRouteChange();
});
