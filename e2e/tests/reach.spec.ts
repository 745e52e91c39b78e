import { expect, test, type Locator, type Page } from '@playwright/test';
import { home, logIn, shot } from './support';

const flexiCap = { code: 122639, name: 'Parag Parikh Flexi Cap Fund' };
const largeCap = { code: 118825, name: /Mirae Asset Large Cap Fund/ };

/** The header's cart link, whatever it counts. */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });

const cartCount = async (link: Locator) =>
  Number(/, (\d+) items?$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

const itemsLabel = (n: number) => (n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`);

/** The header search: the box from tablet width, behind its icon on a phone. */
async function searchFor(page: Page, text: string, isPhone: boolean): Promise<Locator> {
  if (isPhone) {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    await sheet.getByRole('combobox', { name: 'Search the desk' }).fill(text);
    return sheet;
  }
  await page.getByRole('combobox', { name: 'Search the desk' }).fill(text);
  return page.getByRole('banner');
}

/** A purchase of Rohan's, who has no nominee on record: he goes on without one. */
async function lumpsum(page: Page, amount: string) {
  const field = page.getByLabel('Investment amount');
  const noNominee = page.getByRole('button', { name: 'Continue without nominee' });
  await expect(field.or(noNominee)).toBeVisible();
  if (await noNominee.isVisible()) await noNominee.click();
  await field.fill(amount);
}

test('5000013 goes from the empty dashboard to the funds, finds parag and adds it to the cart', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const isPhone = testInfo.project.name === 'phone';
  await logIn(page, '5000013');
  await expect(page).toHaveURL(home);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ }),
  ).toBeVisible();
  const cart = cartLink(page);
  await expect(cart).toBeVisible();
  const before = await cartCount(cart);
  await shot(page, testInfo, 'reach-dashboard');

  await page.getByRole('link', { name: 'Explore funds' }).click();
  await expect(page.getByRole('heading', { name: 'All Funds', level: 1 })).toBeVisible();
  await expect(page.getByTestId('scheme-card')).toHaveCount(20);

  // A fund opened from far down the list opens at its top; Back returns to the same place.
  const deep = page.getByTestId('scheme-card').nth(14);
  await deep.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(500);
  await deep.getByRole('link', { name: /^Details of/ }).click();
  await expect(page).toHaveURL(/\/scheme-insight\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Invest', exact: true }).first()).toBeInViewport();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'All Funds', level: 1 })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(listY, -1);

  const results = await searchFor(page, 'parag', isPhone);
  const funds = results.getByRole('group', { name: 'Funds' });
  await expect(funds.getByRole('option', { name: new RegExp(`^${flexiCap.name},`) })).toBeVisible();
  await shot(page, testInfo, 'reach-search-parag');
  await funds.getByRole('option', { name: new RegExp(`^${flexiCap.name},`) }).click();
  await expect(page).toHaveURL(new RegExp(`/scheme-insight/${flexiCap.code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(flexiCap.name);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: 'Invest', exact: true }).first().click();
  await lumpsum(page, '5000');
  await page.getByRole('button', { name: 'Add more' }).click();
  await expect(page.getByRole('heading', { name: 'All Funds', level: 1 })).toBeVisible();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute(
    'href',
    '/cdesk/transact/mutual-funds/cart',
  );
  await expect(cart).toHaveAttribute('aria-label', itemsLabel(before + 1));
  await shot(page, testInfo, 'reach-added-toast');

  // The message goes after a few seconds; the header's cart stays.
  await cart.click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await shot(page, testInfo, 'reach-cart');
  // The other project's run starts from the same cart.
  await page
    .getByRole('button', { name: `Remove ${flexiCap.name}` })
    .last()
    .click();
  await expect(cart).toHaveAttribute('aria-label', before ? itemsLabel(before) : 'Cart');
});

test("5000001's cart is there in a second browser", async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${largeCap.code}`);
  await expect(page.getByRole('heading', { name: largeCap.name })).toBeVisible();
  await page.getByLabel('Investment amount').fill('5000');
  const saved = page.waitForResponse((response) => response.url().endsWith('/purchase/saveCart'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await expect(cartLink(page)).toHaveAttribute('aria-label', /^Cart, \d+ items?$/);
  const count = await cartCount(cartLink(page));

  // Another browser: nothing in its storage, a login of its own.
  const other = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const second = await other.newPage();
    await logIn(second, '5000001');
    await expect(second).toHaveURL(home);
    await expect(cartLink(second)).toHaveAttribute('aria-label', itemsLabel(count));
    await cartLink(second).click();
    const lines = second.getByRole('list', { name: 'Cart lines' });
    await expect(lines.getByText(largeCap.name).first()).toBeVisible();
    await shot(second, testInfo, 'reach-cart-second-browser');

    // Removed there, gone here after a reload.
    await lines
      .getByRole('button', { name: /^Remove Mirae Asset Large Cap Fund/ })
      .last()
      .click();
    await expect(cartLink(second)).toHaveAttribute(
      'aria-label',
      count > 1 ? itemsLabel(count - 1) : 'Cart',
    );
  } finally {
    await other.close();
  }
  await page.reload();
  await expect(cartLink(page)).toHaveAttribute(
    'aria-label',
    count > 1 ? itemsLabel(count - 1) : 'Cart',
  );
});
