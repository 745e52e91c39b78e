import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfPages } from './pdf';
import { home, logIn, nextSms, otpOf, outboxMark, newestCode, shot } from './support';

/**
 * 5000015 gives a DDPI in the distributor's favour (spec 2 sections 2.4, 5.7 and 8): consent to
 * the document, the stamp duty by UPI in the sandbox UPI app, Aadhaar e-sign on the sandbox e-sign
 * page; then a redemption of demat units goes through without the depository's eDIS page. The
 * account keeps its DDPI for good, so this runs after every other spec on its server.
 */
const account = '5000015';
const vpa = 'anil.kulkarni@okhdfc';
const upiSuccess =
  'Your transaction is successfully submitted. Imp Note: Your transaction will be processed subject to fund receipt by us from the bank';
const balanceWarning =
  'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?';

/** The DDPI document behind the page's link, read page by page. */
async function readDocument(page: Page, request: APIRequestContext) {
  const href = await page
    .getByRole('link', { name: 'Open DDPI document (PDF)' })
    .getAttribute('href');
  expect(href).toMatch(/^\/cdesk\/gw\/ProcessPoaDdpiService\/pdf\/ddpi-\d+\.pdf\?/);
  const response = await request.get(href!.replace(/^\/cdesk\//, ''));
  expect(response.headers()['content-type']).toBe('application/pdf');
  return pdfPages(await response.body());
}

test('5000015 gives DDPI consent, pays the stamp duty by UPI, e-signs and then redeems without eDIS', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await logIn(page, account);
  await expect(page).toHaveURL(home);
  await page.goto('services/ddpi');
  await expect(page.getByRole('heading', { name: 'DDPI', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No DDPI on your demat account' })).toBeVisible();
  await expect(page.getByText('IN30021487654321')).toBeVisible();
  await shot(page, testInfo, 'ddpi-none');

  // Consent to the document, read first.
  await page.getByRole('button', { name: 'Give DDPI consent' }).click();
  await expect(page.getByRole('heading', { name: 'Read the DDPI document' })).toBeVisible();
  const pages = await readDocument(page, request);
  expect(pages.length).toBeGreaterThanOrEqual(1);
  pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  expect(pages[0]).toContain('Demat Debit and Pledge Instruction (DDPI)');
  expect(pages[0]).toContain('Anil Kulkarni');
  expect(pages[0]).toContain('IN30021487654321');
  const whole = pages.join(' ');
  expect(whole).toContain('OKKPK4417A');
  expect(whole).toContain('Rs. 100.00');
  expect(whole).toContain('redemption of mutual fund units held in demat mode');
  expect(whole).toContain('Aadhaar e-sign');
  await page.getByRole('button', { name: 'I agree, continue to payment' }).click();
  await expect(page.getByText('Consent should be checked.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await shot(page, testInfo, 'ddpi-consent');
  await page.getByRole('button', { name: 'I agree, continue to payment' }).click();

  // The stamp duty, by UPI: the spec's validations first.
  await expect(page.getByText('Stamp duty on the DDPI')).toBeVisible();
  await expect(page.getByText('₹100.00').first()).toBeVisible();
  // UPI is the one way to pay: it is shown, not offered as a choice of one.
  await expect(page.getByRole('combobox', { name: 'Payment mode' })).toHaveCount(0);
  await expect(page.getByText('Payment mode')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹100.00' }).click();
  await expect(page.getByText('Payment mode cannot be empty.')).toHaveCount(0);
  await expect(page.getByText('Please provide UPI ID')).toBeVisible();
  await page.getByLabel('UPI ID').fill('anil.kulkarni');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Kindly enter valid UPI ID')).toBeVisible();
  await page.getByLabel('UPI ID').fill(vpa);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('UPI ID verified.')).toBeVisible();
  await shot(page, testInfo, 'ddpi-payment');
  await page.getByRole('button', { name: 'Pay ₹100.00' }).click();
  await expect(page.getByText(`Collect request sent to ${vpa}`)).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await shot(page, testInfo, 'ddpi-upi-wait');

  // The payer approves in the sandbox UPI app; the page hears of it on its next ask.
  const upiApp = await page.context().newPage();
  await upiApp.goto(`sandbox/upi?vpa=${encodeURIComponent(vpa)}`);
  await expect(upiApp.getByText('₹100.00')).toBeVisible();
  await upiApp.getByRole('button', { name: 'Approve' }).first().click();
  await expect(upiApp.getByText('Payment approved.')).toBeVisible();
  await upiApp.close();
  await expect(page.getByText(upiSuccess)).toBeVisible({ timeout: 20_000 });
  // Paid: the request's status line and steps move on with it.
  await expect(page.getByText('Stamp duty of ₹100.00 paid.')).toBeVisible();
  await expect(page.getByText(/is in progress: E-sign is next\./)).toBeVisible();
  await expect(page.getByText(/Stamp duty is next/)).toHaveCount(0);
  await shot(page, testInfo, 'ddpi-paid');

  // Aadhaar e-sign on the sandbox e-sign page.
  await page.getByLabel('Preferred T & C Language').selectOption({ label: 'English' });
  await page.getByRole('checkbox').check();
  await shot(page, testInfo, 'ddpi-esign');
  const before = await outboxMark(request, account);
  await page.getByRole('button', { name: 'Sign with Aadhaar' }).click();
  await expect(page).toHaveURL(/\/cdesk\/sandbox\/esign\/sign/);
  await expect(page.getByRole('heading', { name: 'Aadhaar e-sign' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
  await page.getByLabel('Aadhaar OTP').fill(await newestCode(request, account, before));
  await page.getByRole('button', { name: 'Sign document' }).click();
  await expect(page).toHaveURL(/\/cdesk\/ddpiesigncapture\?/);
  await expect(page.getByText('Your DDPI has been signed and registered')).toBeVisible();
  await shot(page, testInfo, 'ddpi-signed');
  await page.getByRole('link', { name: 'View DDPI status' }).click();
  await expect(
    page.getByRole('heading', { name: 'DDPI in favour of your Wealth Partner' }),
  ).toBeVisible();
  await shot(page, testInfo, 'ddpi-active');

  // A redemption of the demat units no longer goes through the depository's eDIS page.
  await page.goto('transact/mutual-funds/redeem-sell-swp');
  const select = page.getByLabel('Folio and scheme');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
  await page.getByLabel('Redeem amount').fill('1000');
  await page.getByRole('button', { name: 'Review redeem' }).click();
  await expect(page.getByText('Priced at the NAV of')).toBeVisible();
  await expect(page.getByText(/eDIS/)).toHaveCount(0);
  await shot(page, testInfo, 'ddpi-redeem-preview');
  const sent = await outboxMark(request, account);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog');
  const otpField = page.getByLabel('OTP', { exact: true });
  await expect(dialog.or(otpField)).toBeVisible();
  while (await dialog.isVisible()) {
    const text = await dialog.innerText();
    expect(text).not.toMatch(/eDIS/);
    expect(text).toContain(balanceWarning);
    await dialog.getByRole('button', { name: 'Yes, proceed' }).click();
    await expect(dialog.or(otpField)).toBeVisible();
  }
  await otpField.fill(otpOf(await nextSms(request, account, sent)));
  await page.getByRole('button', { name: /^Confirm redeem/ }).click();
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page).not.toHaveURL(/sandbox\/depository|edis-response/);
  await expect(page.getByRole('button', { name: 'Copy Transaction ID' })).toBeVisible();
  await shot(page, testInfo, 'ddpi-redeem-acknowledgement');
});
