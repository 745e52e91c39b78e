import { startHandoffCall, type TStartHandoffResponse } from '@cdesk/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handoffPath } from '../src/features/shell';
import { menuTarget } from '../src/features/shell/menu/menu-targets';
import { envelope, reply, seedLoggedIn, mockDesk } from './gateway-mock';
import { openDesk, renderApp, where } from './render-app';

// The first visit of a run compiles the lazy routes; later ones are quick.
configure({ asyncUtilTimeout: 10_000 });

const handedOver: TStartHandoffResponse = {
  url: '/cdesk/sandbox/trading-host',
  fields: { data: 'eyJ2IjoxfQ', sig: 'abc123' },
  product: 'capital-market',
  productName: 'Stocks & ETFs',
  option: 'purchase',
  optionLabel: 'Purchase',
  expiresAt: '2026-08-12T05:32:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('the product tiles', { timeout: 30_000 }, () => {
  it('makes every enabled action of spec 1 section 2.6 a link, and shows the pension scheme’s disabled', async () => {
    await openDesk('/');
    const products = await screen.findByRole('region', { name: 'Products' });
    const links = within(products)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Mutual Funds', '/transact/mutual-funds/allFunds'],
      ['Purchase', '/transact/mutual-funds/allFunds'],
      ['Redeem', '/transact/mutual-funds/redeem-sell-swp'],
      ['Switch', '/transact/mutual-funds/switch-stp'],
      ['My systematic plans', '/transact/mutual-funds/mysystematicplan'],
      ['NFO purchase', '/transact/nfo'],
      ['NFO switch', '/transact/mutual-funds/new-fund-offer-nfo-switch'],
      ['Insta cash', '/transact/insta-cash'],
      ['MARS, Ready MF Portfolios', '/transact/mars/portfolios'],
      ['Purchase', '/transact/mars/portfolios'],
      ['Redeem', '/transact/mars/redeem'],
      ['Stocks & ETFs', handoffPath('capital-market')],
      ['Purchase', handoffPath('capital-market', 'purchase')],
      ['Fixed Income, Bonds, Debentures', handoffPath('debt-market')],
      ['Purchase', handoffPath('debt-market', 'purchase')],
      ['Loan', handoffPath('loan')],
      ['Purchase', handoffPath('loan', 'purchase')],
      ['Public Offers', handoffPath('public-offer')],
      ['Equity IPO', handoffPath('public-offer', 'equityipo')],
      ['Debt IPO', handoffPath('public-offer', 'debtipo')],
      ['Offer for sale', handoffPath('public-offer', 'ofs')],
      ['Other public offers', handoffPath('public-offer', 'otb')],
      ['National Pension SchemeNo action is available online', '/prodlogin?prodType=enps'],
    ]);
    const nps = within(products).getByRole('group', { name: 'National Pension Scheme actions' });
    expect(within(nps).queryAllByRole('link')).toEqual([]);
    for (const label of ['Purchase', 'Redeem'])
      expect(within(nps).getByText(label).getAttribute('aria-disabled')).toBe('true');
    expect(handoffPath('public-offer', 'ofs')).toBe(
      '/transact/capital-market/rs-redirect?prodType=public-offer&subType=ofs',
    );
  });

  it('keeps an E-Wealth MF account to its products, saying why on a tap', async () => {
    seedLoggedIn('tok-asha', { accType: 'EMF' });
    mockDesk([]);
    const { user } = await renderApp('/');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Mutual Funds' })).toBeInTheDocument();
    expect(within(products).queryByRole('link', { name: /Stocks & ETFs/ })).toBeNull();
    await user.click(within(products).getByRole('button', { name: /Stocks & ETFs/ }));
    expect(within(products).getByRole('status').textContent).toMatch(
      /not available for the E-Wealth MF account clients/,
    );
  });
});

describe('the menu items of the products the host runs', () => {
  it.each([
    ['/transact/capital-market', handoffPath('capital-market')],
    ['/transact/debt-market', handoffPath('debt-market')],
    ['/transact/loan', handoffPath('loan')],
    ['/transact/public-offer/equity-ipo', handoffPath('public-offer', 'equityipo')],
    ['/transact/public-offer/OFS', handoffPath('public-offer', 'ofs')],
  ])('lead %s to the hand-over', (url, target) => {
    expect(menuTarget(url)).toBe(target);
  });
});

describe('the hand-over page', { timeout: 30_000 }, () => {
  it('asks for the token and posts it to the host in a form that submits itself', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { user, calls } = await openDesk('/', [
      reply(startHandoffCall, { body: envelope(handedOver) }),
    ]);
    const products = await screen.findByRole('region', { name: 'Products' });
    await user.click(within(products).getByRole('link', { name: 'Stocks & ETFs' }));
    const button = await screen.findByRole('button', { name: 'Continue to Stocks & ETFs' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/cdesk/sandbox/trading-host');
    expect(Object.fromEntries(new FormData(form))).toEqual(handedOver.fields);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.to === startHandoffCall)?.body).toEqual({
      prodType: 'capital-market',
      subType: '',
    });
  });

  it.each([
    ['/bse', { prodType: 'capital-market', subType: 'bse' }],
    ['/transact/loan/processloan?type=TLD', { prodType: 'loan', subType: 'TLD' }],
    ['/prodlogin?prodType=public-offer&subType=OFS', { prodType: 'public-offer', subType: 'ofs' }],
  ])('hands %s over with its product and option', async (path, body) => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { calls } = await openDesk(path, [
      reply(startHandoffCall, { body: envelope(handedOver) }),
    ]);
    await screen.findByRole('button', { name: 'Continue to Stocks & ETFs' });
    expect(calls.find((call) => call.to === startHandoffCall)?.body).toEqual(body);
  });

  it('says what went wrong and tries again on request', async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    let answered = 0;
    const { user } = await openDesk('/nse', [
      reply(startHandoffCall, () =>
        answered++ === 0 ? new Error('offline') : { body: envelope(handedOver) },
      ),
    ]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/something went wrong/i);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Continue to Stocks & ETFs' }),
    ).toBeInTheDocument();
  });

  it('tells an E-Wealth MF account the product is not for it, without asking the gateway', async () => {
    seedLoggedIn('tok-asha', { accType: 'EMF' });
    const calls = mockDesk([]);
    await renderApp('/bse');
    expect(
      await screen.findByRole('heading', {
        name: 'Stocks & ETFs is not available for your account',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toMatch(/E-Wealth MF account clients/);
    expect(calls.some((call) => call.to === startHandoffCall)).toBe(false);
  });

  it('refuses the pension scheme without asking the gateway', async () => {
    const { calls, router } = await openDesk(
      '/transact/capital-market/rs-redirect?prodType=enps&subType=purchase',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'National Pension Scheme: no action is enabled online. Please contact your Wealth Partner for it.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls.some((call) => call.to === startHandoffCall)).toBe(false);
    expect(where(router)).toContain('rs-redirect');
  });
});
