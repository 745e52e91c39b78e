import { expect, test } from '@playwright/test';
import { pdfPages } from './pdf';
import { home, logIn, nextSms, otpOf, outboxMark, shot } from './support';

/**
 * 5000013 closes the account: the request with its demat account, the PDF read page by page,
 * signing by OTP (a wrong one first), the signed request, and then no login, with the reason told.
 * It runs after everything else on its server (playwright.config.ts, 'changes for good').
 */
test('5000013 requests closure, signs by OTP and can no longer log in', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, '5000013');
  await expect(page).toHaveURL(home);
  // Services > Account Closure, from the menu.
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('button', { name: 'Services', exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Account Closure' }).click();
  await expect(page).toHaveURL(/\/services\/account-closure$/);
  await expect(page.getByRole('heading', { name: 'Account closure', level: 1 })).toBeVisible();

  // The form comes filled with the demat account on record; the consent is the investor's to give.
  await expect(page.getByLabel('DP ID', { exact: true })).toHaveValue('IN304262');
  await expect(page.getByLabel('BO ID (client ID)')).toHaveValue('10000013');
  await page
    .getByLabel('Reason for closure')
    .selectOption({ label: 'Not satisfied with the services' });
  await page.getByRole('button', { name: 'Save and view the request' }).click();
  await expect(page.getByText('Consent should be checked.')).toBeVisible();
  await page.getByText('Yes, transfer them').click();
  await expect(page.getByText('No file chosen')).toBeVisible();
  await page.getByText('No holdings to transfer').click();
  await page.getByRole('checkbox').check();
  await shot(page, testInfo, 'closure-form');
  await page.getByRole('button', { name: 'Save and view the request' }).click();

  // The request as a PDF: shown in the page, and read back page by page.
  await expect(
    page.getByRole('heading', { name: 'E-Wealth Account Closure Request' }),
  ).toBeVisible();
  await expect(page.getByRole('document', { name: 'Account closure request' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  const draftUrl = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const draft = await pdfPages(
    await (await request.get(new URL(draftUrl!, page.url()).href)).body(),
  );
  draft.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${draft.length}`));
  expect(draft[0]).toContain('E-Wealth Account Closure Request');
  expect(draft[0]).toContain('Rohan Gupta');
  expect(draft[0]).toContain('5000013');
  expect(draft.join(' ')).toContain('DP ID IN304262');
  expect(draft.join(' ')).toContain('10000013');
  expect(draft.join(' ')).toContain('Not satisfied with the services');
  expect(draft.join(' ')).toContain('No, there are no holdings to transfer');
  expect(draft.join(' ')).toContain('to be signed electronically');
  await shot(page, testInfo, 'closure-review');
  await page.getByText('OTP to my mobile').click();
  await page.getByRole('button', { name: 'Submit and sign' }).click();

  // Signing by OTP: a wrong OTP is refused in the spec's words, the right one signs.
  await expect(page.getByRole('heading', { name: 'Sign by OTP' })).toBeVisible();
  const before = await outboxMark(request, '5000013');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = otpOf(await nextSms(request, '5000013', before));
  await page.getByLabel('Enter OTP').fill(otp === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign and close my account' }).click();
  await expect(page.getByText('Invalid Otp.')).toBeVisible();
  await page.getByLabel('Enter OTP').fill(otp);
  await shot(page, testInfo, 'closure-otp');
  await page.getByRole('button', { name: 'Sign and close my account' }).click();

  await expect(
    page.getByText('Your Account Closure request submitted successfully.'),
  ).toBeVisible();
  await shot(page, testInfo, 'closure-done');
  const signedUrl = await page
    .getByRole('link', { name: 'View your request (PDF)' })
    .getAttribute('href');
  const signed = await pdfPages(
    await (await request.get(new URL(signedUrl!, page.url()).href)).body(),
  );
  signed.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${signed.length}`));
  expect(signed.join(' ')).toMatch(
    /Signed electronically by Rohan Gupta on \d{2}-\d{2}-\d{4} \(OTP authorisation\)/,
  );

  // Closed: the login is refused, and says why.
  await page.getByRole('button', { name: 'Log out' }).click();
  // The logout ends on the login page; its navigation settles before the login starts afresh.
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await logIn(page, '5000013');
  await expect(
    page.getByText(
      /Your account has been closed at your request on \d{2}-\d{2}-\d{4}\. Please contact your wealth partner\./,
    ),
  ).toBeVisible();
  await expect(page).not.toHaveURL(home);
  await shot(page, testInfo, 'closure-login-refused');
});
