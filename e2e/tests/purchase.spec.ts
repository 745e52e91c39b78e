import { expect, test } from '@playwright/test';
import {
  axisLargeCap,
  birlaLargeCap,
  choosePayMode,
  expectAllotted,
  flexiCap,
  hdfcAccount,
  largeCap,
  liquid,
  lumpsum,
  nifty50,
  payByUpi,
  startOrdering,
} from './buying';
import { emptyTheCart, home, logIn, shot, shotBothWidths } from './support';

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
  // Stamp duty of 0.005 % per line: ₹0.50 on ₹10,000 and ₹0.10 on ₹2,000.
  await expect(page.getByText('Stamp duty (0.005%)').locator('xpath=..')).toContainText('₹0.60');
  await expect(page.getByText('Net invested (estimate)').locator('xpath=..')).toContainText(
    '₹11,999.40',
  );
  await shotBothWidths(page, testInfo, 'run1-cart');
  await page.getByRole('button', { name: 'Proceed to pay ₹12,000.00' }).click();

  await payByUpi(page, testInfo, 'asha.verma@okhdfc', '50100234567812');
  await expectAllotted(page, testInfo, 2);
  await expect(page.getByText('Stamp duty ₹0.50 · Net invested ₹9,999.50')).toBeVisible();
  await expect(page.getByText('Stamp duty ₹0.10 · Net invested ₹1,999.90')).toBeVisible();

  await page.getByRole('link', { name: 'View portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByText(flexiCap.name).filter({ visible: true }).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run1-portfolio');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText('Stamp duty ₹0.50').first()).toBeVisible();
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

test('the purchase form explains a too small amount and an empty cart', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await emptyTheCart(page);
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

test('the pay modes fit a phone, and the mandate limit reads in Indian grouping', async ({
  page,
}, testInfo) => {
  // Fills a cart only, emptied again at the end: both projects run it, each at its own width.
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await emptyTheCart(page);
  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${birlaLargeCap.code}&mode=sip`);
  await expect(page.getByRole('heading', { name: birlaLargeCap.name })).toBeVisible();
  await page.getByLabel('SIP installment amount').fill('2000');
  await page.getByLabel('Installment date', { exact: true }).selectOption('10');
  await expect(page.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Proceed to pay ₹2,000.00' }).click();

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const modes = page.getByRole('group', { name: 'Pay by' });
  await expect(modes.getByRole('radio')).toHaveCount(4);
  const width = page.viewportSize()?.width ?? 0;
  const labels = modes.locator('label');
  for (let i = 0; i < 4; i++) {
    const label = labels.nth(i);
    const box = await label.boundingBox();
    expect(box, `pay mode ${i + 1} is laid out`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // Its text is not cut off inside the box either.
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  if (width === 375) {
    // Two by two on a phone: the mandate option shares the first row.
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (i) => (await labels.nth(i).boundingBox())!),
    );
    expect(second!.y).toBe(first!.y);
    expect(third!.y).toBeGreaterThan(first!.y);
  }
  await modes.getByText('One Time Mandate', { exact: true }).click();
  await expect(modes.getByRole('radio', { name: 'One Time Mandate' })).toBeChecked();
  await modes.getByRole('radio', { name: 'One Time Mandate' }).press('ArrowRight');
  await expect(modes.getByRole('radio', { name: 'NEFT/RTGS' })).toBeChecked();
  await modes.getByText('UPI', { exact: true }).click();
  await page.getByLabel('Pay from bank account').selectOption(hdfcAccount);
  await expect(
    page.getByLabel('Mandate for SIP installments').locator('option:checked'),
  ).toHaveText('UMRN-HDFC-5000001 · up to ₹1,00,000.00');
  await shot(page, testInfo, `payment-modes-${width}`);
  await emptyTheCart(page);
});

test('5000001 buys a fund again within a day: asked at the form and again at confirm', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000001');

  // A first order, left at the bank's page: placed, not yet paid.
  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${axisLargeCap.code}`);
  await expect(page.getByRole('heading', { name: axisLargeCap.name })).toBeVisible();
  await lumpsum(page, '5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Proceed to pay ₹5,000.00' }).click();
  await choosePayMode(page, 'Net Banking', hdfcAccount);
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();

  // The same fund again: validatePurchase's MARS flag asks first.
  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${axisLargeCap.code}`);
  const formQuestion = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(formQuestion).toContainText(
    'You have placed a purchase in this scheme in the last 24 hours. Are you sure you want to proceed?',
  );
  await formQuestion.getByRole('button', { name: 'Yes, proceed' }).click();
  await lumpsum(page, '5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Proceed to pay ₹10,000.00' }).click();
  await choosePayMode(page, 'Net Banking', hdfcAccount);

  // Confirm asks SUCC_WITH_MARS: No places nothing, Yes places the cart.
  const confirmButton = page.getByRole('button', { name: 'Confirm and pay ₹10,000.00' });
  await confirmButton.click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText(
    /You have placed a purchase in Axis Large Cap Fund.* in the last 24 hours\. Are you sure you want to proceed\?/,
  );
  await shotBothWidths(page, testInfo, 'repeat-confirm');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/transact\/mutual-funds\/payment$/);
  await confirmButton.click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Yes, proceed' })
    .click();

  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 2);
});
