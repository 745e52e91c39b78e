import { expect, test } from '@playwright/test';
import { choosePayMode, expectAllotted, startOrdering } from './buying';
import { shotBothWidths } from './support';

// A fund no other journey buys for 5000001: buying one twice in a day asks again.
const nipponLargeCap = { code: 118632, name: /Nippon India Large Cap Fund/ };

const iciciAccount = '001201567890';

test('5000001 registers a new mandate at the bank and starts a SIP on it', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000001');

  await page.goto('profile/banks-Mandate');
  await expect(page.getByRole('tab', { name: 'Banks & Mandates', selected: true })).toBeVisible();
  const banks = page.getByRole('region', { name: 'Registered banks' });
  await expect(banks.getByText('ICICI Bank')).toBeVisible();
  await expect(page.getByText('UMRN-HDFC-5000001')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandates-tab');

  await page.getByRole('link', { name: 'Register a new mandate' }).click();
  await expect(page.getByRole('heading', { name: 'Register a mandate' })).toBeVisible();
  await page.getByLabel('Bank account').selectOption({ label: 'ICICI Bank XXXXXXXX7890' });
  await page.getByLabel('Upper limit (₹)').fill('1000');
  await page.getByRole('button', { name: 'Continue to bank' }).click();
  await expect(page.getByText('Mandate lower limit should be greater than 1,000.')).toBeVisible();
  await page.getByLabel('Upper limit (₹)').fill('25000');
  await expect(page.getByText('Twenty Five Thousand Only')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-form');
  await page.getByRole('button', { name: 'Continue to bank' }).click();

  // The sandbox bank's page, where the investor authenticates the mandate.
  await expect(page.getByRole('heading', { name: /authenticate e-mandate/ })).toBeVisible();
  await expect(page.getByText('₹25,000.00')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-bank-page');
  await page.getByRole('button', { name: 'Approve mandate' }).click();

  await expect(page).toHaveURL(/\/mandate-response\?mandateId=\d+$/);
  await expect(
    page.getByText('Your mandate is registered. You can now start SIPs on it.'),
  ).toBeVisible();
  const mandateNo = (await page.getByText(/^NJEM\d{12}$/).textContent()) ?? '';
  expect(mandateNo).toMatch(/^NJEM\d{12}$/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-response');

  await page.goto(`transact/mutual-funds/purchase-buy-sip?schCode=${nipponLargeCap.code}&mode=sip`);
  await expect(page.getByRole('heading', { name: nipponLargeCap.name })).toBeVisible();
  await page.getByLabel('SIP installment amount').fill('2000');
  await page.getByLabel('Installment date', { exact: true }).selectOption('10');
  await expect(page.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to pay ₹2,000.00' }).click();

  await choosePayMode(page, 'Net Banking', iciciAccount);
  await expect(
    page.getByLabel('Mandate for SIP installments').locator('option:checked'),
  ).toHaveText(`${mandateNo} · up to ₹25,000.00`);
  await shotBothWidths(page, testInfo, 'mandate-sip-payment');
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 1);

  await page.goto('profile/banks-Mandate');
  await expect(banks.getByText('Mandate registered')).toHaveCount(2);
  await expect(page.getByText(mandateNo)).toBeVisible();
});
