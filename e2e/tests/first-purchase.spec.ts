import { expect, test } from '@playwright/test';
import {
  emptyPortfolio,
  expectAllotted,
  lumpsum,
  nifty50,
  payByUpi,
  startOrdering,
} from './buying';
import { shotBothWidths } from './support';

// 5000013 has no holdings until this run buys: it runs after every other look at the empty account
// (playwright.config.ts, project "first purchase").
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

  // The order shows in the portfolio, allotted or paid and waiting for the NAV of its date.
  await page.getByRole('link', { name: 'View portfolio' }).click();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(nifty50.name).filter({ visible: true }).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'run3-portfolio');
});
