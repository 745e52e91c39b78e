// @vitest-environment-options {"url": "http://cdesk.loans.example.in/cdesk/"}
import { appConfigResource } from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enabled } from './frame-fixtures';
import { envelope, mockDesk, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

describe('the loan variant of the desk (spec 1 section 1)', () => {
  it('hides the primary menu, offers only logout and sends Home to the loan pages', async () => {
    seedLoggedIn();
    mockDesk();
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Asha Verma' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Client Desk home' }).getAttribute('href')).toBe(
        '/transact/loan/',
      ),
    );
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search the desk' })).toBeNull();

    await user.click(await enabled('button', 'Account menu for Asha Verma'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['logout']);
  });

  it('stays the standard desk when the host is not the loan host', async () => {
    seedLoggedIn();
    mockDesk([
      reply(appConfigResource, {
        body: envelope({ loanHostLabel: 'credit', loanHomePaths: ['/transact/loan/'] }),
      }),
    ]);
    await renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Client Desk home' }).getAttribute('href')).toBe('/');
  });
});
