import { getPartnerProfileCall, getPrimaryMenuCall, primaryMenuXmlResource } from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ashaPartner, enabled } from './frame-fixtures';
import { envelope, mockDesk, type MockedReply, reply, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

async function openDesk(path = '/', replies: MockedReply[] = []) {
  seedLoggedIn();
  const calls = mockDesk([...replies]);
  const app = await renderApp(path);
  return { ...app, calls };
}

// The first test of the file loads the desk's chunks cold, which on a busy machine takes a while.
const primaryNav = () => screen.findByRole('navigation', { name: 'Primary' }, { timeout: 8000 });

describe('the primary menu (spec 1 sections 2.5 and 6)', () => {
  it('shows active, Z-access, IS_IN_PRIMARY items only; never the dashboard or the admin panel', async () => {
    const { user } = await openDesk();
    const nav = await primaryNav();
    const top = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(top).toEqual(['Portfolio', 'Transact', 'Reports']);

    within(nav).getByRole('button', { name: 'Transact' }).focus();
    await user.keyboard('{Enter}');
    const transact = await screen.findByRole('menu');
    const items = within(transact)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['All of Transact', 'Mutual Funds', 'Loan']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    within(nav).getByRole('button', { name: 'Reports' }).focus();
    await user.keyboard('{Enter}');
    const reports = await screen.findByRole('menu');
    expect(within(reports).queryByText('Brokerage Statement')).toBeNull();
    expect(within(reports).getByRole('menuitem', { name: 'Net Worth' })).toBeInTheDocument();
  });

  it('opens a nested level and goes to the chosen page', async () => {
    const { user, router } = await openDesk();
    const nav = await primaryNav();
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    within(nav).getByRole('button', { name: 'Transact' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // From All of Transact down to Mutual Funds, whose level opens to the right.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const nested = await waitFor(() => {
      const menus = screen.getAllByRole('menu');
      expect(menus).toHaveLength(2);
      return menus[1]!;
    });
    expect(
      within(nested)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['All of Mutual Funds', 'Purchase/Buy/SIP', 'All Funds']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The page's chunk loads before the location changes.
    await waitFor(() => expect(seen).toContain('/transact/mutual-funds/purchase-buy-sip'));
  });

  it('falls back to getPrimaryMenu a second after primaryMenu.xml fails', async () => {
    const { calls } = await openDesk('/', [
      reply(primaryMenuXmlResource, { status: 500, body: 'down', contentType: 'text/plain' }),
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Primary' }, { timeout: 3000 });
    expect(within(nav).getByText('Portfolio')).toBeInTheDocument();
    const fallback = calls.find((call) => call.to === getPrimaryMenuCall);
    expect(fallback?.body).toEqual({ loginid: 'asha.verma', njac_no: '5000001' });
  });

  it('lists the menu, then the profile items, in the drawer', async () => {
    const { user } = await openDesk();
    await primaryNav();
    await user.click(await enabled('button', 'Open menu'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Portfolio',
      'Transact',
      'Reports',
      'My profile',
      'setting',
      'help & support',
      'My Wealth Partner',
      'Notifications (1 unread)',
    ]);
    expect(within(drawer).getByRole('button', { name: 'logout' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'More in Transact' }));
    expect(within(drawer).getByRole('link', { name: 'Mutual Funds' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Loan' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Purchase/Buy/SIP' })).toBeNull();
    await user.click(within(drawer).getByRole('link', { name: 'Loan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('fills the avatar menu from the admin-panel entry; setting opens the settings page', async () => {
    const { user, router } = await openDesk();
    await user.click(await enabled('button', 'Account menu for Asha Verma'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'My profile',
      'setting',
      'help & support',
      'My Wealth Partner',
      'Notifications (1 unread)',
      'logout',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'setting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});

describe('the breadcrumb (spec 1 section 2.5)', () => {
  it('is not on the dashboard', async () => {
    await openDesk('/');
    await primaryNav();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('names the contact page Contact A Partner, after Home', async () => {
    await openDesk('/contact');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Contact A Partner').getAttribute('aria-current')).toBe('page');
  });

  it('follows the menu names of the settings page', async () => {
    await openDesk('/settings');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Settings']);
  });
});

describe('the partner popup (spec 1 section 2.5)', () => {
  it('shows every field, contacts as links, and opens /contact with the details in state', async () => {
    const { user, router, calls } = await openDesk();
    await user.click(await enabled('button', 'My Wealth Partner'));
    const popup = await screen.findByRole('dialog', { name: 'Your wealth partner' });
    expect(
      await within(popup).findByRole('heading', { name: 'Sanjay Kulkarni' }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('Kulkarni Wealth Advisors LLP')).toBeInTheDocument();
    expect(within(popup).getByText('E123456')).toBeInTheDocument();
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('MARS');
    expect(within(popup).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    expect(
      within(popup).getByRole('link', { name: 'sanjay@kulkarniwealth.in' }).getAttribute('href'),
    ).toBe('mailto:sanjay@kulkarniwealth.in');
    expect(
      within(popup).getByRole('link', { name: 'Sanjay Kulkarni on linkedin' }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('S')).toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'view complete profile' }));
    await screen.findByRole('heading', { name: 'My Wealth Partner' });
    expect(router.state.location.pathname).toBe('/contact');
    const state = router.state.location.state as {
      partnerDetails: unknown;
      productBasket: unknown;
    };
    expect(state.partnerDetails).toEqual(ashaPartner);
    expect(state.productBasket).toEqual(['Mutual Funds', 'MARS', 'Loan']);
    expect(await screen.findByText('Retirement income')).toBeInTheDocument();
    // Cached after the first load: the contact page asks only for the company detail.
    expect(calls.filter((call) => call.to === getPartnerProfileCall)).toHaveLength(1);
  });

  it("hides a 'null' company, empty licence codes and empty contacts", async () => {
    const partner = {
      ...ashaPartner,
      partnerCompName: 'null',
      euin: '',
      njCode: ' ',
      contactList: [{ mobileNo: '9876543210', emailId: '' }],
    };
    const { user } = await openDesk('/', [
      reply(getPartnerProfileCall, { body: envelope(partner) }),
    ]);
    await user.click(await enabled('button', 'My Wealth Partner'));
    const popup = await screen.findByRole('dialog', { name: 'Your wealth partner' });
    await within(popup).findByRole('heading', { name: 'Sanjay Kulkarni' });
    expect(within(popup).queryByText('null')).toBeNull();
    expect(within(popup).queryByText('EUIN')).toBeNull();
    expect(within(popup).queryByText('NJ Code')).toBeNull();
    expect(within(popup).getByText('ARN')).toBeInTheDocument();
    expect(within(popup).queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('the back-button guard (spec 1 section 2.5)', () => {
  it('lets everyone else go back in history', async () => {
    const { router, loads } = await openDesk('/contact');
    await screen.findByRole('heading', { name: 'My Wealth Partner' });
    await router.navigate('/settings');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(loads).toEqual([]);
  });
});
