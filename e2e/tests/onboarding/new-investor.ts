import { expect, type Page, type TestInfo } from '@playwright/test';
import { birlaLargeCap, choosePayMode, expectAllotted } from '../buying';
import { home, logIn, shot } from '../support';
import { journeyBank } from './bank';

/**
 * The investor of an approved application: logs in to the desk with the account number and the
 * temporary password of the approval message, sets a password of their own (the forced change),
 * and starts a SIP whose installments the new e-mandate pays, the first by net banking.
 */
export async function startSipAsNewInvestor(
  page: Page,
  testInfo: TestInfo,
  njAcNo: string,
  temporaryPassword: string,
) {
  await logIn(page, njAcNo, { password: temporaryPassword });
  await expect(page).toHaveURL(/\/settings\?tab=change-password$/);
  const own = `Meera@${Date.now().toString().slice(-6)}`;
  await page.getByLabel('Current password').fill(temporaryPassword);
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Confirm new password').fill(own);
  await shot(page, testInfo, '56-new-investor-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page).toHaveURL(home);
  await shot(page, testInfo, '57-new-investor-dashboard');

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${birlaLargeCap.code}&mode=sip`);
  await expect(page.getByRole('heading', { name: birlaLargeCap.name })).toBeVisible();
  await page.getByLabel('SIP installment amount').fill('2000');
  await page.getByLabel('Installment date', { exact: true }).selectOption('10');
  await expect(page.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to pay ₹2,000.00' }).click();

  await choosePayMode(page, 'Net Banking', journeyBank.accountNo);
  await expect(
    page.getByLabel('Mandate for SIP installments').locator('option:checked'),
  ).toHaveText(/ · up to ₹25,000\.00$/);
  await shot(page, testInfo, '58-new-investor-sip-payment');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  // A new investor has no risk profile yet: the scheme's risk is declared above it, then paid.
  await page.getByRole('checkbox', { name: /higher than my risk profile/ }).check();
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 1);
}
