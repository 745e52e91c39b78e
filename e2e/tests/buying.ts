import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { desktopOnly, emptyTheCart, home, logIn, shotBothWidths } from './support';

// Schemes of the AMFI file the server imports, direct plans, growth option.
export const flexiCap = { code: 122639, name: /Parag Parikh Flexi Cap Fund/ };
export const nifty50 = { code: 120716, name: /UTI Nifty 50 Index Fund/ };
export const liquid = { code: 119091, name: /HDFC Liquid Fund/ };
export const largeCap = { code: 118825, name: /Mirae Asset Large Cap Fund/ };
export const axisLargeCap = { code: 120465, name: /Axis Large Cap Fund/ };
// Bought by no run: its purchase form asks no repeat-purchase question.
export const birlaLargeCap = { code: 119528, name: /Aditya Birla Sun Life Large Cap Fund/ };
export const hdfcAccount = '50100234567812';

export const upiSuccess =
  'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank';
export const emptyPortfolio =
  'You do not have any investments yet. Please contact your Wealth Partner to start investing.';

/** The order-placing runs: desktop only (shots at both widths), logged in, on the dashboard. */
export async function startOrdering(page: Page, testInfo: TestInfo, njAcNo: string) {
  test.skip(
    desktopOnly(testInfo),
    'places orders: the desktop run does, with shots at both widths',
  );
  test.setTimeout(120_000);
  await logIn(page, njAcNo);
  await expect(page).toHaveURL(home);
  await emptyTheCart(page);
  await page.goto('');
}

export async function lumpsum(page: Page, amount: string) {
  await expect(page.getByLabel('Investment amount')).toBeVisible();
  await page.getByLabel('Investment amount').fill(amount);
}

export async function choosePayMode(page: Page, mode: string, bankAccNo: string) {
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByText(mode, { exact: true }).click();
  await page.getByLabel('Pay from bank account').selectOption(bankAccNo);
}

export async function payByUpi(page: Page, testInfo: TestInfo, vpa: string, bankAccNo: string) {
  await choosePayMode(page, 'UPI', bankAccNo);
  await page.getByLabel('UPI ID (VPA)').fill(vpa);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('UPI ID verified.')).toBeVisible();
  await shotBothWidths(page, testInfo, `${testInfo.title.slice(0, 12)}-payment-upi`);
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();

  await expect(
    page.getByRole('heading', { name: 'Approve the payment in your UPI app' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d{2}$/);
  const link = page.getByRole('link', { name: 'open the sandbox UPI app' });
  await expect(link).toBeVisible();
  await shotBothWidths(page, testInfo, `${testInfo.title.slice(0, 12)}-upi-wait`);

  // The tester's stand-in for the investor's UPI app, in a tab of its own.
  const app = await page.context().newPage();
  await app.goto(`sandbox/upi?vpa=${encodeURIComponent(vpa)}`);
  await app.getByRole('button', { name: 'Approve' }).first().click();
  await expect(app.getByText('Payment approved.')).toBeVisible();
  await app.close();

  await expect(page.getByText(upiSuccess)).toBeVisible({ timeout: 15_000 });
  await shotBothWidths(page, testInfo, `${testInfo.title.slice(0, 12)}-upi-approved`);
  await page.getByRole('link', { name: 'View acknowledgement' }).click();
}

/**
 * An order paid for: allotted, or (the usual case, as the registrar allots only once AMFI has
 * published the NAV of its date, by 11 pm) waiting for that NAV.
 */
export const placedOrAllotted = /units at NAV ₹|awaiting the NAV of \d{2}-\d{2}-\d{4}/;

/**
 * The acknowledgement of paid orders, then their allotment: the sandbox clock is moved to 11 pm of
 * the latest NAV date they wait for, when AMFI has published it, and the registrar allots them.
 */
export async function expectAllotted(page: Page, testInfo: TestInfo, orders: number) {
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByText(placedOrAllotted)).toHaveCount(orders, { timeout: 30_000 });
  await publishAwaitedNavs(page);
  await expect(page.getByText(/units at NAV ₹/)).toHaveCount(orders, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Copy Transaction ID' })).toBeVisible();
  await shotBothWidths(page, testInfo, `${testInfo.title.slice(0, 12)}-acknowledgement`);
}

/**
 * Moves the sandbox clock to 11 pm of the latest NAV date the page's orders await, when AMFI has
 * published it and the registrar allots, then opens the page again.
 */
export async function publishAwaitedNavs(page: Page) {
  const waiting = await page.getByText(/awaiting the NAV of \d{2}-\d{2}-\d{4}/i).allTextContents();
  if (waiting.length > 0) {
    const latest = waiting
      .flatMap((text) => {
        const found = /(\d{2})-(\d{2})-(\d{4})/.exec(text);
        return found ? [`${found[3]}-${found[2]}-${found[1]}`] : [];
      })
      .sort()
      .at(-1);
    expect(latest, waiting.join(' | ')).toBeTruthy();
    const [y, m, d] = (latest ?? '').split('-');
    const acknowledgement = page.url();
    await page.goto('sandbox/clock');
    await page
      .getByLabel('Business date and time (DD-MM-YYYY HH:MM, India time)')
      .fill(`${d}-${m}-${y} 23:00`);
    await page.getByRole('button', { name: 'Set the clock' }).click();
    await expect(page.getByRole('status')).toContainText('The clock now reads');
    await page.goto(acknowledgement);
  }
}
