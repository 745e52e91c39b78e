import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { mockDesk, seedLoggedIn, type MockedReply } from './gateway-mock';

/**
 * Renders the real routes at `path` with a fresh store, loaded from storage as on a page load,
 * and the API base's navigation wired to the same router. Full page loads (logout without a
 * branch, the re-KYC link, a payment link) are recorded in `loads` instead of happening.
 */
export async function renderApp(path: string, options: { fakeTimers?: boolean } = {}) {
  vi.resetModules();
  const { store } = await import('../src/app/store');
  const { routes, patchRoutesOnNavigation } = await import('../src/app/routes');
  const { setNavigator, setPageLoader } = await import('../src/lib/navigation');
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  setNavigator((to, { replace }) => void router.navigate(to, { replace }));
  const loads: string[] = [];
  setPageLoader((url) => loads.push(url));
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user, loads };
}

/** The path and query the router shows now. */
export function where(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}

/** Asha logged in earlier, her desk's gateway answering `replies` too, and the app opened at `path`. */
export async function openDesk(
  path: string,
  replies: MockedReply[] = [],
  options: { businessTime?: string; fakeTimers?: boolean } = {},
) {
  seedLoggedIn();
  const calls = mockDesk(replies, { businessTime: options.businessTime });
  return { ...(await renderApp(path, { fakeTimers: options.fakeTimers })), calls };
}
