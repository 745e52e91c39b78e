import { messages } from '@cdesk/domain';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from '../src/app/route-error';
import { store } from '../src/app/store';

function Broken(): never {
  throw new Error('render failed');
}

describe('route error page', () => {
  it('explains, and offers to reload, when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteError },
    ]);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain(messages.somethingWrong);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
