import { expect, test, type APIRequestContext } from '@playwright/test';
import { desktopOnly, logIn, nextSms, otpOf, outbox, outboxMark, shotBothWidths } from './support';

/**
 * A bank mandate the Wealth Partner asked for: opened from the SMS link without a login, confirmed
 * with the OTP, e-signed with Aadhaar and authenticated at the bank; and the same request on the
 * desk's banks-Mandate tab through /banks-mandate-auth.
 */
const asha = '5000001';
const esignDone =
  'Your E-Sign is done successfully. You will be re-directed to your Bank Page to authenticate the Mandate.';

/** The link of the SMS about the mandate request of this limit, as a path under the desk. */
async function mandateLink(request: APIRequestContext, limit: string) {
  let link = '';
  await expect
    .poll(async () => {
      const sms = (await outbox(request, asha)).find(
        (m) => m.channel === 'SMS' && m.body.includes(`of up to ${limit} `),
      );
      link = /\/cdesk\/(mandate-auth-details\?d=[\w%-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The desk's business date (the sandbox clock may stand elsewhere than today). */
async function businessDate(request: APIRequestContext): Promise<string> {
  const response = await request.get('gw/health');
  const instant = new Date(response.headers()['x-cdesk-business-time'] ?? Date.now());
  return new Date(instant.getTime() + 19_800_000).toISOString().slice(0, 10);
}

test('a partner request opens on the banks-Mandate tab after logging in through /banks-mandate-auth', async ({
  page,
  request,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'places a request for 5000001: the desktop run does');
  const response = await request.post('sandbox/partner/place', {
    data: {
      kind: 'MANDATE',
      njAcNo: asha,
      bankAccNo: '50100234567812',
      upperLimit: '15000',
      startDate: await businessDate(request),
      endDate: '2036-12-31',
      mode: 'NET',
    },
  });
  const placed = (await response.json()) as {
    data: { njEMandateNo: string; deskPath: string };
    displayMessage: string;
  };
  expect(response.ok(), placed.displayMessage).toBe(true);

  await page.goto(placed.data.deskPath.replace(/^\/cdesk\//, ''));
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, asha);
  await expect(page).toHaveURL(/\/profile\/banks-Mandate$/);
  const waiting = page.getByRole('region', { name: 'Waiting for your authorisation' });
  await expect(waiting.getByText(placed.data.njEMandateNo)).toBeVisible();
  await expect(waiting.getByText('₹15,000.00')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-awaiting-tab');
  await waiting
    .getByRole('link', { name: `Authorise mandate ${placed.data.njEMandateNo}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Authorise your bank mandate' })).toBeVisible();
  await expect(page.getByText('Fifteen Thousand Only')).toBeVisible();
});

test('5000001 authorises the seeded e-sign mandate from the SMS link, logged out, to registered', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'authorises for 5000001: the desktop run does, at both widths');
  test.setTimeout(180_000);
  // A fresh browser: no desk login, as the investor opening the SMS on a phone.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });

  const link = await mandateLink(request, '₹50,000.00');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Authorise your bank mandate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HDFC Bank' })).toBeVisible();
  await expect(page.getByText('₹50,000.00')).toBeVisible();
  await expect(page.getByText('Fifty Thousand Only')).toBeVisible();
  await expect(page.getByText('E-Sign (Aadhaar)')).toBeVisible();
  await expect(page.getByText('Awaiting your authorisation')).toBeVisible();
  const mandateNo = (await page.getByText(/^NJEM\d{12}$/).textContent()) ?? '';
  await shotBothWidths(page, testInfo, 'mandate-link');

  const before = await outboxMark(request, asha);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = otpOf(await nextSms(request, asha, before));
  await expect(page.getByText(/OTP has been sent to your registered mobile number/)).toBeVisible();
  await page.getByLabel('Enter OTP').fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Authorise mandate' }).click();
  await expect(page.getByText('Please enter valid OTP.')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-link-wrong-otp');
  await page.getByLabel('Enter OTP').fill(otp);
  await page.getByRole('button', { name: 'Authorise mandate' }).click();

  // The sandbox Aadhaar e-sign service.
  await expect(page.getByRole('heading', { name: 'Aadhaar e-sign' })).toBeVisible();
  await expect(page.getByText('Sign your bank mandate with your Aadhaar.')).toBeVisible();
  const beforeEsign = await outboxMark(request, asha);
  await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
  const aadhaarOtp = otpOf(await nextSms(request, asha, beforeEsign));
  await page.getByLabel('Aadhaar OTP').fill(aadhaarOtp);
  await page.getByRole('button', { name: 'Sign document' }).click();

  await expect(page).toHaveURL(/\/esign-bankmandate-response\?txnId=/);
  await expect(page.getByText(esignDone)).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-esign-response');

  // On to the bank by itself after a few seconds.
  await expect(page.getByRole('heading', { name: /authenticate e-mandate/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('₹50,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve mandate' }).click();

  // The answer is the desk's: the investor logs in and lands on it.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, asha);
  await expect(page).toHaveURL(/\/mandate-response\?mandateId=\d+$/);
  await expect(
    page.getByText('Your mandate is registered. You can now start SIPs on it.'),
  ).toBeVisible();
  await expect(page.getByText(mandateNo)).toBeVisible();

  await page.goto('profile/banks-Mandate');
  const mandates = page.getByRole('region', { name: 'Mandates' });
  const registered = mandates.getByRole('listitem').filter({ hasText: mandateNo });
  await expect(registered.getByText('Active', { exact: true })).toBeVisible();
  await expect(registered.getByText('E-Sign (Aadhaar)')).toBeVisible();
  await shotBothWidths(page, testInfo, 'mandate-registered-tab');

  // The link is spent.
  await page.goto(link);
  await expect(
    page.getByText('This mandate authorisation link has already been used.'),
  ).toBeVisible();
  await context.close();
});
