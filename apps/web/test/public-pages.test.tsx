import { enabled } from './frame-fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, where } from './render-app';

describe('public area for a visitor', () => {
  it('shows the landing variant at / with a way to log in', async () => {
    const { router, user } = await renderApp('/');

    await screen.findByRole('heading', {
      name: 'Invest, track and grow your wealth from one desk',
    });
    expect(where(router)).toBe('/');
    expect(screen.getByRole('heading', { name: 'National Pension Scheme' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in to your desk' }));
    await screen.findByRole('heading', { name: 'Log in to your account' });
  });

  it('still sends an unknown path to the login page', async () => {
    const { router } = await renderApp('/no/such/page');

    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells the About story: mission, 2003, the 1994 group, promises, businesses, founders', async () => {
    await renderApp('/about');

    expect(await screen.findByText('Our Mission')).toBeInTheDocument();
    expect(screen.getByText(/started distributing mutual funds in 2003/)).toBeInTheDocument();
    expect(screen.getByText(/a group started in 1994/)).toBeInTheDocument();
    const lineage = screen.getByRole('region', { name: 'Our lineage' });
    const businesses = within(lineage).getAllByRole('link');
    expect(businesses).toHaveLength(9);
    expect(businesses.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    const promises = screen.getByRole('region', { name: 'Our promises' });
    expect(within(promises).getAllByRole('listitem')).toHaveLength(3);
    const leaders = screen.getByRole('region', { name: 'Leadership' });
    expect(within(leaders).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it.each([
    ['/terms', 'Terms of use'],
    ['/disclaimer', 'Disclaimer'],
    ['/privacy-policy', 'Privacy policy'],
    ['/risk-appetite', 'Risk appetite'],
    ['/404', 'Page not found'],
    ['/no-results-found', 'No results found'],
  ])('opens %s with the footer links', async (path, heading) => {
    const { router } = await renderApp(path);

    await screen.findByRole('heading', { name: heading, level: 1 });
    expect(where(router)).toBe(path);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About', 'Terms', 'Disclaimer', 'Privacy policy', 'Risk appetite', 'Contact']);
  });

  it('offers login and, outside production, opening an account in the mobile drawer', async () => {
    const { user } = await renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms of use', level: 1 });

    await user.click(await enabled('button', 'Open menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(drawer).getByRole('link', { name: 'Open an account' }).getAttribute('href')).toBe(
      '/tradereg',
    );
  });

  it('lets the app banner be dismissed, for good', async () => {
    const { user } = await renderApp('/about');
    await screen.findByText('Our Mission');

    await user.click(screen.getByRole('button', { name: 'Dismiss the app banner' }));
    expect(screen.queryByRole('complementary', { name: 'Mobile app' })).toBeNull();
    expect(localStorage.getItem('cdesk:app-banner-dismissed')).toBe('Y');
  });
});
