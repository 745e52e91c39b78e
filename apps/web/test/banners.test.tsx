import { bannerDetailCall, listBannersCall, shellMessages } from '@cdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingTarget } from '../src/features/shell/link-landings';
import { demoBanners, marsBanner, nfoBanner, sipBanner } from './banner-fixtures';
import { envelope, reply } from './gateway-mock';
import { openDesk, where } from './render-app';

const offers = reply(listBannersCall, { body: envelope(demoBanners) });

describe('product login links', () => {
  const target = (query: string) => landingTarget('/prodlogin', new URLSearchParams(query));

  it.each([
    ['mutual-funds&subType=nfoPurchase&para1=154632', '/transact/nfo/purchase?schCode=154632'],
    ['MF&subType=NSIP&para1=154632', '/transact/nfo/sip?schCode=154632'],
    [
      'mutual-funds&subType=purchase&para1=122639',
      '/transact/mutual-funds/purchase-buy-sip?schCode=122639',
    ],
    [
      'mutual-funds&subType=purchase&para1=122639&para2=sip',
      '/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip',
    ],
    // A para1 that is no scheme code opens the list to choose from.
    ['mutual-funds&subType=purchase&para1=..%2Fadmin', '/transact/mutual-funds/allFunds'],
    ['mutual-funds&subType=purchase', '/transact/mutual-funds/allFunds'],
    ['mutual-funds&subType=goals', '/goals'],
    ['goals', '/goals'],
    ['help-me-invest', '/help-me-invest'],
    ['mutual-funds&subType=mysystematicplan', '/transact/mutual-funds/mysystematicplan'],
    ['mars&subType=purchase', '/transact/mars/portfolios'],
    [
      'capital-market&subType=purchase',
      '/transact/capital-market/rs-redirect?prodType=capital-market&subType=purchase',
    ],
    [
      'public-offer&subType=EQUITYIPO',
      '/transact/capital-market/rs-redirect?prodType=public-offer&subType=equityipo',
    ],
    // No option: the tile's own action, which the hand-over call settles.
    ['public-offer', '/transact/capital-market/rs-redirect?prodType=public-offer'],
    ['loan&subType=tld', '/transact/capital-market/rs-redirect?prodType=loan&subType=tld'],
    [
      'debt-market&subType=purchase',
      '/transact/capital-market/rs-redirect?prodType=debt-market&subType=purchase',
    ],
  ])('prodType=%s opens %s', (query, path) => {
    expect(target(`prodType=${query}`)).toBe(path);
  });

  it('leaves the pension scheme and unknown products to the page that says so', () => {
    expect(target('prodType=enps')).toBeNull();
    expect(target('prodType=crypto&subType=purchase')).toBeNull();
  });
});

describe('offers on the desk', () => {
  it('shows the running offers on the dashboard, each a link to its product', async () => {
    await openDesk('/', [offers]);

    const strip = await screen.findByRole('region', { name: 'Offers for you' });
    const links = within(strip)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/banner',
      '/transact/nfo/purchase?schCode=154632',
      '/transact/mars/portfolios',
      '/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip',
      '/transact/capital-market/rs-redirect?prodType=capital-market&subType=purchase',
      '/transact/capital-market/rs-redirect?prodType=public-offer&subType=equityipo',
    ]);
    expect(within(strip).getByRole('link', { name: 'All offers (5)' })).toBeInTheDocument();
    expect(within(strip).getByText('Open till 30-11-2026')).toBeInTheDocument();
  });

  it('leaves no trace on the dashboard when no offer runs', async () => {
    await openDesk('/');
    await screen.findByRole('region', { name: 'Products' });
    expect(screen.queryByRole('region', { name: 'Offers for you' })).toBeNull();
  });

  it('lists every running offer on /banner, each opening its product', async () => {
    const { user, router } = await openDesk('/banner', [offers]);

    expect(await screen.findByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    const cards = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: /Start a SIP in Parag Parikh/ }));
    await waitFor(() =>
      expect(where(router)).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip'),
    );
  });

  it('says so on /banner when no offer runs', async () => {
    await openDesk('/banner');
    expect(await screen.findByText('No offers are running today.')).toBeInTheDocument();
  });

  it('opens the product an offer link names, in place of the link', async () => {
    const { router } = await openDesk('/transact/banner/banner?BI=101&t=NFO&rf=al', [
      reply(bannerDetailCall, { body: envelope(nfoBanner) }),
    ]);

    await waitFor(() => expect(where(router)).toBe('/transact/nfo/purchase?schCode=154632'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the product of a product offer link', async () => {
    const { router } = await openDesk(
      '/transact/banner/prodlogin?prodType=mutual-funds&subType=purchase&para1=122639&para2=sip',
    );
    await waitFor(() =>
      expect(where(router)).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip'),
    );
  });

  it('finds the offer of a product offer link by its number', async () => {
    const { router } = await openDesk('/transact/banner/prodlogin?BI=103&t=SIP', [
      reply(bannerDetailCall, { body: envelope(sipBanner) }),
    ]);
    await waitFor(() =>
      expect(where(router)).toBe('/transact/mutual-funds/purchase-buy-sip?schCode=122639&mode=sip'),
    );
  });

  it('says plainly that an ended offer ended, with the way to the running ones', async () => {
    const { router } = await openDesk('/transact/banner/banner?BI=106&t=ELSS&rf=al', [
      reply(bannerDetailCall, {
        status: 404,
        body: envelope(null, false, shellMessages.bannerEnded('17-10-2026'), 'BANNER_ENDED'),
      }),
    ]);

    expect(
      await screen.findByRole('heading', { name: 'This offer is not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This offer ended on 17-10-2026. See the offers running now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all offers' }).getAttribute('href')).toBe(
      '/banner',
    );
    expect(where(router)).toBe('/transact/banner/banner?BI=106&t=ELSS&rf=al');
  });

  it('shows the MARS offers on /marsBanner and leads to the ready portfolios', async () => {
    const { user, router } = await openDesk('/marsBanner', [offers]);

    expect(
      await screen.findByRole('heading', { name: 'Ready-made mutual fund portfolios' }),
    ).toBeInTheDocument();
    const mars = await screen.findByRole('region', { name: 'MARS offers' });
    expect(
      within(mars)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining(marsBanner.title)]);
    await user.click(screen.getByRole('link', { name: 'See the ready portfolios' }));
    await waitFor(() => expect(where(router)).toBe('/transact/mars/portfolios'));
  });
});
