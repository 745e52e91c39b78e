import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { amfiNavBy, amfiNavOn, businessDay, setBusinessClock, shown } from './amfi';
import { emptyTheCart, home, logIn, shot } from './support';

/**
 * The sandbox's business clock drives every date of a purchase: set before the cut-off, the cart,
 * the payment summary, the acknowledgement and the portfolio all name the day's NAV, the real
 * AMFI one; set after it, the next business day's. The imported history already holds those NAVs,
 * but AMFI publishes a day's NAV by 11 pm: until the clock passes that, the order awaits it, and
 * moving the clock past it lets the registrar allot. Each project buys schemes of its own, which
 * no other spec buys, so that no purchase repeats one made the same day.
 */
const schemesOf = {
  desktop: {
    before: { code: 119076, name: /DSP Flexi Cap Fund/ },
    after: { code: 120166, name: /Kotak Flexicap Fund/ },
  },
  phone: {
    before: { code: 120586, name: /ICICI Prudential Large Cap Fund/ },
    after: { code: 118834, name: /Mirae Asset Large & Midcap Fund/ },
  },
};

const fieldLabel = 'Business date and time (DD-MM-YYYY HH:MM, India time)';

/** A NAV as the desk shows it: three decimals, rounded half up, Indian grouping. */
function navText(nav: string): string {
  const [whole = '0', fraction = ''] = nav.split('.');
  const value = BigInt(whole + fraction);
  const scale = fraction.length;
  const thousandths =
    scale > 3
      ? (value * 2n + 10n ** BigInt(scale - 3)) / (2n * 10n ** BigInt(scale - 3))
      : value * 10n ** BigInt(3 - scale);
  const text = thousandths.toString().padStart(4, '0');
  return `${BigInt(text.slice(0, -3)).toLocaleString('en-IN')}.${text.slice(-3)}`;
}

async function setClockOnPage(page: Page, testInfo: TestInfo, at: string, name: string) {
  await page.goto('sandbox/clock');
  await expect(page.getByRole('banner')).toContainText('SANDBOX');
  await page.getByLabel(fieldLabel).fill(at);
  await page.getByRole('button', { name: 'Set the clock' }).click();
  await expect(page.getByRole('status')).toContainText(
    new RegExp(`The clock now reads \\w+day ${at}\\.`),
  );
  await shot(page, testInfo, name);
}

/**
 * Buys a lumpsum by net banking and checks the NAV date on every screen it passes: the order
 * awaits the NAV of its date until the clock passes 11 pm of that date, then it is allotted.
 */
async function buyAndCheck(
  page: Page,
  testInfo: TestInfo,
  scheme: { code: number; name: RegExp },
  navDate: string,
  step: string,
) {
  const nav = amfiNavOn(scheme.code, navDate);
  expect(nav, `AMFI published a NAV of ${scheme.code} on ${navDate}`).toBeTruthy();
  const promise = `NAV of ${shown(navDate)} if paid now`;

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${scheme.code}`);
  await expect(page.getByRole('heading', { name: scheme.name })).toBeVisible();
  await page.getByLabel('Investment amount').fill('5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const line = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
  await expect(line).toContainText(promise);
  await shot(page, testInfo, `${step}-cart`);
  await page.getByRole('button', { name: 'Proceed to pay ₹5,000.00' }).click();

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByText('Net Banking', { exact: true }).click();
  await page.getByLabel('Pay from bank account').selectOption('50100234567812');
  await expect(page.getByText(promise)).toBeVisible();
  await shot(page, testInfo, `${step}-payment`);
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  const acknowledgement = page.url();
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(order).toContainText(`Paid, awaiting the NAV of ${shown(navDate)}`);
  await expect(order).not.toContainText('units at NAV');
  await shot(page, testInfo, `${step}-awaiting`);

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const awaiting = page.getByRole('list', { name: 'Awaiting NAV' });
  await expect(
    awaiting.getByRole('listitem').filter({ hasText: scheme.name }).first(),
  ).toContainText(`Awaiting the NAV of ${shown(navDate)}`);
  await shot(page, testInfo, `${step}-portfolio-awaiting`);

  // AMFI publishes the day's NAV by 11 pm: a minute before, the order still waits; at 11 pm the
  // registrar allots it.
  await setClockOnPage(page, testInfo, `${shown(navDate)} 22:59`, `${step}-clock-22-59`);
  await page.goto(acknowledgement);
  await expect(order).toContainText(`Paid, awaiting the NAV of ${shown(navDate)}`);
  await setClockOnPage(page, testInfo, `${shown(navDate)} 23:00`, `${step}-clock-23-00`);
  await page.goto(acknowledgement);
  await expect(order).toContainText(`units at NAV ₹${navText(nav ?? '')} of ${shown(navDate)}`, {
    timeout: 30_000,
  });
  await shot(page, testInfo, `${step}-acknowledgement`);

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: scheme.name })
    .filter({ hasText: '₹5,000.00' })
    .first();
  await expect(row).toContainText(`₹${navText(nav ?? '')} (${shown(navDate)})`);
  await shot(page, testInfo, `${step}-portfolio`);
}

test.describe('the business clock', () => {
  test.afterAll(async ({ request }) => {
    await setBusinessClock(request, 'reset');
  });

  test('5000001 buys before and after the cut-off and every screen names the same NAV date', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const schemes = testInfo.project.name === 'phone' ? schemesOf.phone : schemesOf.desktop;

    await setClockOnPage(page, testInfo, '12-08-2026 11:00', 'clock-before-cut-off');
    expect(await businessDay(request)).toBe('2026-08-12');
    await logIn(page, '5000001');
    await expect(page).toHaveURL(home);
    await emptyTheCart(page);
    await page.goto('');
    // The net worth is as on the day of the NAVs it stands on: the business day, no later.
    const worth = page.getByRole('region', { name: 'Net worth' });
    await expect(worth.getByText('As on 12-08-2026')).toBeVisible();
    await expect(page.getByText('NAV as on 12-08-2026').first()).toBeVisible();
    await shot(page, testInfo, 'clock-dashboard');

    // Before the 3 pm cut-off: the NAV of the day itself.
    await buyAndCheck(page, testInfo, schemes.before, '2026-08-12', 'before-cut-off');

    // After it: the next business day's NAV, Thursday 13-08-2026.
    await setClockOnPage(page, testInfo, '12-08-2026 15:30', 'clock-after-cut-off');
    await buyAndCheck(page, testInfo, schemes.after, '2026-08-13', 'after-cut-off');

    // Holdings stay valued at the NAVs published by the business day, now 13-08-2026 23:00.
    await page.getByRole('tab', { name: 'Holdings' }).click();
    const { nav, date } = amfiNavBy(schemes.before.code, '2026-08-13');
    const holding = page
      .locator(testInfo.project.name === 'phone' ? 'li' : 'tr')
      .filter({ hasText: schemes.before.name })
      .filter({ visible: true })
      .first();
    await expect(holding).toContainText(`₹${navText(nav)}`);
    await expect(holding).toContainText(`NAV as on ${shown(date)}`);
    await shot(page, testInfo, 'clock-holdings');
  });
});
