import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { desktopOnly, home, logIn, shotBothWidths } from './support';

// Schemes of the AMFI file the server imports, direct plans, growth option.
const flexiCap = { code: 122639, name: /Parag Parikh Flexi Cap Fund/ };
const nifty50 = { code: 120716, name: /UTI Nifty 50 Index Fund/ };
const liquid = { code: 119091, name: /HDFC Liquid Fund/ };
const largeCap = { code: 118825, name: /Mirae Asset Large Cap Fund/ };

const upiSuccess =
  'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank';
const emptyPortfolio =
  'You do not have any investments yet. Please contact your Wealth Partner to start investing.';

/** The order-placing runs: desktop only (shots at both widths), logged in, on the dashboard. */
async function startOrdering(page: Page, testInfo: TestInfo, njAcNo: string) {
  test.skip(
    desktopOnly(testInfo),
    'places orders: the desktop run does, with shots at both widths',
  );
  test.setTimeout(120_000);
  await logIn(page, njAcNo);
  await expect(page).toHaveURL(home);
}

async function lumpsum(page: Page, amount: string) {
  await expect(page.getByLabel('Investment amount')).toBeVisible();
  await page.getByLabel('Investment amount').fill(amount);
}

async function choosePayMode(page: Page, mode: string, bankAccNo: string) {
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByText(mode, { exact: true }).click();
  await page.getByLabel('Pay from bank account').selectOption(bankAccNo);
}

async function payByUpi(page: Page, testInfo: TestInfo, vpa: string, bankAccNo: string) {
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

async function expectAllotted(page: Page, testInfo: TestInfo, orders: number) {
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByText(/units at NAV ₹/)).toHaveCount(orders, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Copy Transaction ID' })).toBeVisible();
  await shotBothWidths(page, testInfo, `${testInfo.title.slice(0, 12)}-acknowledgement`);
}

test('5000001 buys a lumpsum and starts a SIP in one cart, paid by UPI', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000001');

  // From the scheme's page, as an investor finds it.
  await page.goto(`scheme-insight/${flexiCap.code}`);
  await page.getByRole('link', { name: 'Invest', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: flexiCap.name })).toBeVisible();
  await expect(page.getByText(/as on \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await lumpsum(page, '10000');
  await expect(page.getByText('Ten Thousand Only')).toBeVisible();
  await shotBothWidths(page, testInfo, 'run1-purchase-lumpsum');
  await page.getByRole('button', { name: 'Add more' }).click();
  await expect(page).toHaveURL(/transact\/mutual-funds\/allFunds/);

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${nifty50.code}&mode=sip`);
  await expect(page.getByRole('heading', { name: nifty50.name })).toBeVisible();
  await page.getByLabel('SIP installment amount').fill('2000');
  await page.getByLabel('Installment date', { exact: true }).selectOption('10');
  await expect(page.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run1-purchase-sip');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(/NAV of \d{2}-\d{2}-\d{4} if paid now/);
  await shotBothWidths(page, testInfo, 'run1-cart');
  await page.getByRole('button', { name: 'Proceed to pay ₹12,000.00' }).click();

  await payByUpi(page, testInfo, 'asha.verma@okhdfc', '50100234567812');
  await expectAllotted(page, testInfo, 2);

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByText(flexiCap.name).filter({ visible: true }).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run1-portfolio');
});

test('5000001 pays by net banking, declines at the bank, then pays and approves', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000001');

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${liquid.code}`);
  await expect(page.getByRole('heading', { name: liquid.name })).toBeVisible();
  await lumpsum(page, '7500');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to pay ₹7,500.00' }).click();

  await choosePayMode(page, 'Net Banking', '50100234567812');
  await shotBothWidths(page, testInfo, 'run2-payment-netbanking');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();

  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'run2-bank-page');
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
  await expect(page.getByText('The payment was declined by the bank.')).toBeVisible();
  await shotBothWidths(page, testInfo, 'run2-declined');
  await page.getByRole('button', { name: 'Pay again by net banking' }).click();

  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 1);
});

test('5000013 starts from an empty portfolio, buys, and sees the holding', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000013');
  await expect(page.getByText(emptyPortfolio).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run3-empty-dashboard');

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${nifty50.code}`);
  // No nominee on record: the investor may add one, or go on without.
  await expect(page.getByRole('link', { name: 'Add nominee' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'run3-nominee-prompt');
  await page.getByRole('button', { name: 'Continue without nominee' }).click();
  await expect(page.getByRole('heading', { name: nifty50.name })).toBeVisible();
  await lumpsum(page, '5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  // Riskier than a moderate investor's profile: the investor says they accept it.
  await page.getByLabel(/higher than my risk profile/).check();
  await shotBothWidths(page, testInfo, 'run3-cart-risk');
  await page.getByRole('button', { name: 'Proceed to pay ₹5,000.00' }).click();

  await payByUpi(page, testInfo, 'rohan.gupta@oksbi', '30123456789');
  await expectAllotted(page, testInfo, 1);

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await expect(page.getByText(nifty50.name).filter({ visible: true }).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run3-portfolio');
});

test('the purchase form explains a too small amount and an empty cart', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/cart');
  await expect(page.getByText('Your cart is empty. Add a fund to invest in.')).toBeVisible();

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${largeCap.code}`);
  await expect(page.getByRole('heading', { name: largeCap.name })).toBeVisible();
  await lumpsum(page, '10');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByText(/^Minimum (additional )?purchase amount for this scheme is ₹/),
  ).toBeVisible();
  await shotBothWidths(page, testInfo, 'form-minimum');
});
