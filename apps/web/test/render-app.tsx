import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders the real routes at `path` with a fresh store, loaded from storage as on a page load,
 * and the API base's navigation wired to the same router.
 */
export async function renderApp(path: string) {
  vi.resetModules();
  const { store } = await import('../src/app/store');
  const { routes } = await import('../src/app/routes');
  const { setNavigator } = await import('../src/app/navigation');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, { replace }) => void router.navigate(to, { replace }));
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user };
}
