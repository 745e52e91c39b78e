import {
  getCartCall,
  getCuttofDetailCall,
  getNotificationsCall,
  getSchemeDetailCall,
  markNotificationReadCall,
  purchaseScreenMessages,
  saveCartCall,
  searchSchemesCall,
  validatePurchaseCall,
  type TCartItem,
} from '@cdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ashaNotifications, emptySavedCart, enabled } from './frame-fixtures';
import { envelope, reply } from './gateway-mock';
import { allowed, cutoffReply, flexiCap } from './purchase-fixtures';
import { openDesk, where } from './render-app';

// The first visit of a run compiles the lazy routes; later ones are quick.
configure({ asyncUtilTimeout: 10_000 });

const line = (schcode: number, schemeName: string): TCartItem => ({
  ccode: 'AC5000001',
  schcode,
  schemeName,
  trxnType: 'PIP',
  isDirect: 'Y',
  schOpt: 'G',
  schExch: '',
  folioNo: '',
  totalAmount: 500_000,
  brokerage: 0,
  riskometerVal: 'Very High',
  isLiquid: false,
  riskDeclAccepted: 'N',
  isNomineeRedirect: 'N',
});

const savedElsewhere = {
  ...emptySavedCart,
  cart: {
    items: [line(122639, 'Parag Parikh Flexi Cap Fund'), line(118989, 'HDFC Mid Cap Fund')],
    sessionId: '',
  },
  updatedAt: '2026-11-23T06:00:00.000Z',
};

describe('the header: cart and notifications', { timeout: 30_000 }, () => {
  it('counts the unread notifications and the cart the server kept, and leads to each', async () => {
    const { user, router } = await openDesk('/', [
      reply(getCartCall, { body: envelope(savedElsewhere) }),
    ]);
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/transact/mutual-funds/cart');

    await user.click(cart);
    await waitFor(() => expect(where(router)).toBe('/transact/mutual-funds/cart'));
    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    expect(within(lines).getByText('Parag Parikh Flexi Cap Fund')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to pay ₹10,000.00' })).toBeInTheDocument();
  });

  it('shows no count on an empty cart and none once every notification is read', async () => {
    const unread = ashaNotifications[0]!;
    const { user } = await openDesk('/notifications', [
      reply(markNotificationReadCall, { body: envelope({ ...unread, read: true }) }),
    ]);
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await user.click(await screen.findByRole('button', { name: `Mark "${unread.title}" as read` }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists Notifications with its count in the avatar menu', async () => {
    const { user, router } = await openDesk('/');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await user.click(await enabled('button', 'Account menu for Asha Verma'));
    await user.click(await screen.findByRole('menuitem', { name: 'Notifications (1 unread)' }));
    await waitFor(() => expect(where(router)).toBe('/notifications'));
  });

  it('shows the bell without a count when the notifications cannot be counted', async () => {
    await openDesk('/', [
      reply(getNotificationsCall, { status: 500, body: envelope(null, false) }),
    ]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('adding to the cart', { timeout: 30_000 }, () => {
  const purchase = [
    reply(validatePurchaseCall, { body: envelope(allowed) }),
    reply(getSchemeDetailCall, { body: envelope(flexiCap) }),
    reply(getCuttofDetailCall, { body: envelope(cutoffReply) }),
  ];

  it('says so with a way to the cart, counts the line and saves it on the server', async () => {
    const { user, router, calls } = await openDesk(
      '/transact/mutual-funds/purchase-buy-sip?schCode=120503',
      purchase,
    );
    await user.type(await screen.findByLabelText('Investment amount'), '5000');
    await user.click(screen.getByRole('button', { name: 'Add more' }));

    await waitFor(() => expect(where(router)).toBe('/transact/mutual-funds/allFunds'));
    expect(await screen.findByText(purchaseScreenMessages.addedToCart)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/transact/mutual-funds/cart',
    );
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.to === saveCartCall)).toBe(true));
    const saved = calls.filter((call) => call.to === saveCartCall).at(-1)!.body as {
      cart: { items: TCartItem[] };
    };
    expect(saved.cart.items).toEqual([
      expect.objectContaining({ schcode: 120503, totalAmount: 500_000, trxnType: 'PIP' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(purchaseScreenMessages.addedToCart)).toBeNull();
  });
});

describe('the header search: funds and pages', { timeout: 30_000 }, () => {
  const parag = {
    schCode: 122639,
    schName: 'Parag Parikh Flexi Cap Fund',
    amc: 'PPFAS Mutual Fund',
    category: 'Equity Scheme - Flexi Cap Fund',
    subType: 'Flexi Cap Fund',
    schemeType: 'EQUITY',
    plan: 'DIRECT',
    option: 'GROWTH',
  };

  it('groups the funds found and the pages, and opens a fund on its page', async () => {
    const { user, router, calls } = await openDesk('/contact', [
      reply(searchSchemesCall, { body: envelope([parag]) }),
    ]);
    const box = await enabled('combobox', 'Search the desk');
    await user.type(box, 'portfolio');
    const funds = await screen.findByRole('group', { name: 'Funds' });
    expect(within(funds).getByRole('option').textContent).toBe(
      'Parag Parikh Flexi Cap FundPPFAS Mutual Fund · Direct · Growth',
    );
    const pages = screen.getByRole('group', { name: 'Pages' });
    expect(within(pages).getByRole('option').textContent).toBe('Portfolio');
    expect(calls.find((call) => call.to === searchSchemesCall)?.body).toEqual({
      searchKeyword: 'portfolio',
      maxResults: 6,
    });

    await user.click(within(funds).getByRole('option'));
    await waitFor(() => expect(where(router)).toBe('/scheme-insight/122639'));
  });

  it('says when nothing matches', async () => {
    const { user } = await openDesk('/contact');
    await user.type(await enabled('combobox', 'Search the desk'), 'zzzz');
    expect(await screen.findByText('No matching funds or pages.')).toBeInTheDocument();
  });
});

describe('the dashboard', { timeout: 30_000 }, () => {
  it('offers an investor with nothing invested the funds and a first SIP', async () => {
    await openDesk('/');
    expect((await screen.findByRole('link', { name: 'Explore funds' })).getAttribute('href')).toBe(
      '/transact/mutual-funds/allFunds',
    );
    expect(screen.getByRole('link', { name: 'Start your first SIP' }).getAttribute('href')).toBe(
      '/transact/mutual-funds/allFunds?plan=direct&type=EQUITY',
    );
    expect(screen.getByRole('link', { name: 'Contact your Wealth Partner' })).toBeInTheDocument();
  });

  it('leads the products the host runs to the hand-over, and the pension scheme to its landing', async () => {
    const { user, router } = await openDesk('/');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Stocks & ETFs' }).getAttribute('href')).toBe(
      '/transact/capital-market/rs-redirect?prodType=capital-market',
    );
    await user.click(within(products).getByRole('link', { name: /^National Pension Scheme/ }));
    expect(
      await screen.findByRole('heading', { name: 'National Pension Scheme' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The online desk does not offer this/)).toBeInTheDocument();
    expect(where(router)).toBe('/prodlogin?prodType=enps');
  });
});
