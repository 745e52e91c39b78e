import { expect, test } from '@playwright/test';
import { home, logIn, shot, shotBothWidths } from './support';

// The demo offers (apps/server/src/seed/banners-demo.ts): 101 an open NFO, 102 MARS, 103 a SIP in
// Parag Parikh Flexi Cap Fund, 104 Stocks & ETFs, 105 IPOs, 106 a tax-saving offer that has ended.

test('an offer link opened before login opens the NFO purchase form after it', async ({
  page,
}, testInfo) => {
  await page.goto('transact/banner/banner?BI=101&t=NFO&rf=al');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, '5000001', { from: page.url() });

  await expect(page).toHaveURL(/\/transact\/nfo\/purchase\?schCode=154632$/);
  await expect(
    page.getByRole('heading', { name: 'New Fund Offers (NFOs) Purchase' }),
  ).toBeVisible();
  await expect(page.getByText(/JioBlackRock Large Cap Fund/).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'banner-link-nfo-purchase');
  // The link was replaced by the product: Back does not open the offer again.
  await page.goBack();
  await expect(page).not.toHaveURL(/transact\/banner/);
});

test('a product login link waits for the e-mail step, then opens the SIP form of its scheme', async ({
  page,
}) => {
  await page.goto(
    'prodlogin?prodType=mutual-funds&subType=purchase&bannerId=103&para1=122639&para2=sip&rf=al',
  );
  await logIn(page, '5000009', { from: page.url() });
  await expect(
    page.getByRole('heading', { name: 'We cannot reach your e-mail address' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ask Me Later' }).click();

  await expect(page).toHaveURL(
    /\/transact\/mutual-funds\/purchase-buy-sip\?schCode=122639&mode=sip$/,
  );
  // Arjun has no nominee on record: the purchase page asks about one before the form.
  await expect(page.getByRole('heading', { name: 'Purchase/Buy/SIP', level: 1 })).toBeVisible();
});

test('the dashboard shows the running offers, /banner lists them all, each opens its product', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  const strip = page.getByRole('region', { name: 'Offers for you' });
  await expect(strip.getByRole('link', { name: /New fund offer: JioBlackRock/ })).toBeVisible();
  await shotBothWidths(page, testInfo, 'banner-dashboard');

  await strip.getByRole('link', { name: 'All offers (5)' }).click();
  await expect(page).toHaveURL(/\/banner$/);
  await expect(page.getByRole('heading', { name: 'Offers', exact: true })).toBeVisible();
  const offers = page.getByRole('main').getByRole('listitem');
  await expect(offers).toHaveCount(5);
  // The tax-saving offer has ended and is not listed.
  await expect(page.getByText(/DSP ELSS/)).toHaveCount(0);
  // Stocks & ETFs are handed over to their own desk.
  await expect(page.getByRole('link', { name: /Stocks & ETFs/ })).toHaveAttribute(
    'href',
    '/cdesk/transact/capital-market/rs-redirect?prodType=capital-market&subType=purchase',
  );
  await shotBothWidths(page, testInfo, 'banner-list');

  await page.getByRole('link', { name: /Start a SIP in Parag Parikh Flexi Cap Fund/ }).click();
  await expect(page).toHaveURL(
    /\/transact\/mutual-funds\/purchase-buy-sip\?schCode=122639&mode=sip$/,
  );
  // A purchase of this scheme earlier today (another journey of 5000001) asks first.
  await expect(
    page
      .getByLabel('SIP installment amount')
      .or(page.getByRole('dialog', { name: 'Please confirm' })),
  ).toBeVisible();
});

test('an ended offer says when it ended and leads to the running ones', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/banner/banner?BI=106&t=ELSS&rf=al');

  await expect(page.getByRole('heading', { name: 'This offer is not available' })).toBeVisible();
  await expect(page.getByText(/^This offer ended on \d{2}-\d{2}-\d{4}\./)).toBeVisible();
  await expect(page).toHaveURL(/\/transact\/banner\/banner\?BI=106&t=ELSS&rf=al$/);
  await shot(page, testInfo, 'banner-ended');

  await page.getByRole('link', { name: 'See all offers' }).click();
  await expect(page).toHaveURL(/\/banner$/);
});

test('/marsBanner shows the MARS offer and leads to the ready portfolios', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('marsBanner');

  await expect(
    page.getByRole('heading', { name: 'Ready-made mutual fund portfolios' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'MARS offers' }).getByRole('link', {
      name: /Ready-made portfolios, built for you/,
    }),
  ).toBeVisible();
  await shotBothWidths(page, testInfo, 'banner-mars');

  await page.getByRole('link', { name: 'See the ready portfolios' }).click();
  await expect(page).toHaveURL(/\/transact\/mars\/portfolios$/);
  await expect(page.getByRole('heading', { name: 'Ready MF Portfolios' })).toBeVisible();
});
