import { expect, test, type Locator } from '@playwright/test';
import { amfiNavBy, businessDay, shown } from './amfi';
import { desktopOnly, home, logIn, shotBothWidths } from './support';

/** ₹ figure on screen -> integer paise. */
function paiseOf(text: string): bigint {
  const match = /(-?)₹([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).toBeTruthy();
  const value = BigInt(match![2]!.replace(/,/g, '') + match![3]!);
  return match![1] ? -value : value;
}

/** units x NAV in paise, rounded half up: an independent check of the value shown. */
function valueOf(units: string, nav: string): bigint {
  const scale = (s: string) => (s.split('.')[1] ?? '').length;
  const digits = (s: string) => BigInt(s.replace('.', '').replace(/,/g, ''));
  const drop = 10n ** BigInt(scale(units) + scale(nav) - 2);
  return (digits(units) * digits(nav) * 2n + drop) / (drop * 2n);
}

async function text(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

// HDFC Mid Cap Fund - Direct Plan - Growth Option, one of the demo investor's SIPs.
const midCap = 118989;

test('the demo investor sees net worth on the dashboard and holdings at AMFI NAVs', async ({
  page,
  request,
}, testInfo) => {
  // Four screens, each recorded at both widths.
  test.slow();
  // A holding's NAV on screen is the one AMFI published by the desk's business day.
  const { nav, date } = amfiNavBy(midCap, await businessDay(request));
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  const worth = page.getByRole('region', { name: 'Net worth' });
  await expect(worth.getByText('Current value')).toBeVisible();
  // The card keeps its shape while loading; the figures are in once its status line is gone.
  await expect(worth.getByRole('status')).toHaveCount(0);
  const dashboardValue = paiseOf(await text(worth.locator('dd').first()));
  expect(dashboardValue).toBeGreaterThan(0n);
  await expect(worth.getByText('XIRR')).toBeVisible();
  // As on the day of the NAVs the value stands on.
  await expect(worth.getByText(`As on ${shown(date)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top holdings' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'dashboard-net-worth');

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  const summaryValue = page
    .getByText('Current value')
    .first()
    .locator('xpath=following-sibling::dd');
  await expect(summaryValue).toBeVisible();
  expect(paiseOf(await text(summaryValue))).toBe(dashboardValue);

  const holding = page
    .locator(testInfo.project.name === 'phone' ? 'li' : 'tr')
    .filter({ hasText: 'HDFC Mid Cap Fund - Direct Plan - Growth' })
    .filter({ visible: true })
    .first();
  await expect(holding).toContainText(`₹${Number(nav).toFixed(3)}`);
  await expect(holding).toContainText(`NAV as on ${shown(date)}`);
  const row = await text(holding);
  const units = /([\d,]+\.\d{3})(?: units|\s)/.exec(row)?.[1] ?? '';
  const amounts = [...row.matchAll(/₹[\d,]+\.\d{2}/g)].map((m) => paiseOf(m[0]));
  expect(amounts).toContain(valueOf(units, nav));
  // The Nifty 50 index fund counts as equity: nothing of the demo portfolio is left in Others.
  const allocation = page.getByRole('list', { name: 'Allocation by asset class' });
  await expect(allocation).toContainText('Equity');
  await expect(allocation).toContainText('Debt');
  await expect(allocation).not.toContainText('Others');
  await shotBothWidths(page, testInfo, 'portfolio-holdings');

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(/SIP · \d{2}-\d{2}-\d{4}/).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'portfolio-transactions');

  await page.getByRole('tab', { name: 'SIPs' }).click();
  await expect(page.getByText('Active').first()).toBeVisible();
  await expect(page.getByText('Next installment').first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'portfolio-sips');
});

test('an investor without holdings is told to contact the partner', async ({ page }, testInfo) => {
  // 5000013 buys in purchase.spec, which the desktop run reaches first: the phone run would
  // find holdings. The desktop run keeps shots at both widths.
  test.skip(desktopOnly(testInfo), 'the desktop run checks the empty portfolio at both widths');
  await logIn(page, '5000013');
  await expect(page).toHaveURL(home);
  const message =
    'You do not have any investments yet. Please contact your Wealth Partner to start investing.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact your Wealth Partner' })).toHaveAttribute(
    'href',
    '/cdesk/contact',
  );
  await shotBothWidths(page, testInfo, 'dashboard-empty-portfolio');
  await page.goto('portfolio');
  await expect(page.getByText(message)).toBeVisible();
});
