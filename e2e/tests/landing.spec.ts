import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { home, logIn, shot } from './support';

/**
 * Where each DEMO-DATA account lands after logging in (spec 1 section 4.1). These specs change
 * nothing. Accounts whose step the desktop project resolves (forced-steps.spec.ts) may already be
 * done on this database: then they land on the dashboard, which is the chain's next stop.
 */

/** Says in the report that the account's step was already done, so the dashboard was checked. */
function alreadyDone(testInfo: TestInfo, what: string, landed = 'the dashboard') {
  testInfo.annotations.push({ type: 'state', description: `${what} by an earlier run: ${landed}` });
}

async function landsOn(page: Page, path: RegExp, heading: string, resolvable: boolean) {
  const forced = page.getByRole('heading', { name: heading });
  const dashboard = page.getByRole('heading', { name: /^Welcome, / });
  await expect(forced.or(dashboard)).toBeVisible();
  if (!resolvable || (await forced.isVisible())) {
    await expect(forced).toBeVisible();
    await expect(page).toHaveURL(path);
    return true;
  }
  await expect(page).toHaveURL(home);
  return false;
}

test.describe('landing after login', () => {
  test('5000001 lands on the dashboard', async ({ page }, testInfo) => {
    await logIn(page, '5000001');
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeVisible();
    await expect(page).toHaveURL(home);
    await shot(page, testInfo, 'home-5000001');
  });

  test('5000002 lands on PAN-Aadhaar seeding with Ask me Later', async ({ page }, testInfo) => {
    await logIn(page, '5000002');
    const pending = await landsOn(page, /\/panAadhaarSeeding$/, 'Link your PAN with Aadhaar', true);
    if (!pending) return alreadyDone(testInfo, 'PAN-Aadhaar was linked');
    await expect(page.getByRole('button', { name: 'Link Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already Linked' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask me Later' })).toBeVisible();
    await shot(page, testInfo, 'pan-aadhaar-5000002');
  });

  test('5000003 lands on PAN-Aadhaar seeding without Ask me Later', async ({ page }, testInfo) => {
    await logIn(page, '5000003');
    await landsOn(page, /\/panAadhaarSeeding$/, 'Link your PAN with Aadhaar', false);
    await expect(page.getByText('inoperative')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask me Later' })).toHaveCount(0);
    await shot(page, testInfo, 'pan-aadhaar-deactive-5000003');
  });

  test('5000004 lands on the FATCA declaration', async ({ page }, testInfo) => {
    await logIn(page, '5000004');
    const pending = await landsOn(
      page,
      /\/fatcadeclaration$/,
      'FATCA / CRS self-declaration',
      true,
    );
    if (!pending) return alreadyDone(testInfo, 'FATCA was declared');
    await expect(page.getByText('Priya Nair')).toBeVisible();
    await shot(page, testInfo, 'fatca-5000004');
  });

  test('5000005 lands on depository charges with Pay now only', async ({ page }, testInfo) => {
    await logIn(page, '5000005');
    const pending = await landsOn(
      page,
      /\/deactivateducc$/,
      'Outstanding depository charges',
      true,
    );
    if (!pending) return alreadyDone(testInfo, 'The charges were paid');
    await expect(page.getByText(/deactivated until they are paid/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remind me later' })).toHaveCount(0);
    await shot(page, testInfo, 'dp-charges-5000005');
  });

  test('5000006 lands on depository charges with Pay now and Remind me later', async ({
    page,
  }, testInfo) => {
    await logIn(page, '5000006');
    await landsOn(page, /\/deactivateducc$/, 'Outstanding depository charges', false);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remind me later' })).toBeVisible();
    await shot(page, testInfo, 'dp-charges-optional-5000006');

    await page.getByRole('button', { name: 'Remind me later' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Neha Joshi' })).toBeVisible();
  });

  test('5000007 lands on the desk page that explains re-KYC', async ({ page }, testInfo) => {
    await logIn(page, '5000007');
    const explained = page.getByRole('heading', { name: 'Re-KYC required' });
    const dashboard = page.getByRole('heading', { name: 'Welcome, Suresh Patel' });
    await expect(explained.or(dashboard)).toBeVisible();
    if (await dashboard.isVisible()) return alreadyDone(testInfo, 're-KYC was completed');
    await expect(page).toHaveURL(/\/cdesk\/rekyc$/);
    await expect(page.getByRole('button', { name: 'Continue to the KRA' })).toBeVisible();
    await shot(page, testInfo, 'rekyc-5000007');
  });

  test('5000008 lands on the personalised login ID screen', async ({ page }, testInfo) => {
    await logIn(page, '5000008');
    const pending = await landsOn(
      page,
      /\/ask-peronalised$/,
      'Choose your personalised login ID',
      true,
    );
    if (!pending) return alreadyDone(testInfo, 'A login ID was chosen');
    await expect(page.getByText('6 to 30 characters')).toBeVisible();
    await shot(page, testInfo, 'personalised-5000008');
  });

  test('5000009 lands on the e-mail check', async ({ page }, testInfo) => {
    await logIn(page, '5000009');
    await landsOn(page, /\/verifyemail$/, 'We cannot reach your e-mail address', false);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask Me Later' })).toBeVisible();
    await shot(page, testInfo, 'verify-email-5000009');
  });

  test('5000010 lands on settings, change-password tab (expired)', async ({ page }, testInfo) => {
    await logIn(page, '5000010');
    const pending = await landsOn(page, /\/settings\?tab=change-password$/, 'Settings', true);
    if (!pending) return alreadyDone(testInfo, 'The password was changed');
    await expect(page.getByRole('tab', { name: 'Change Password', selected: true })).toBeVisible();
    await expect(page.getByText('Your password has expired.', { exact: false })).toBeVisible();
    // While the change is pending the header has the logo and Logout only.
    await expect(page.getByRole('banner').getByRole('button')).toHaveText(['Logout']);
    await shot(page, testInfo, 'change-password-5000010');
  });

  test('5000011 (EMF) lands on the dashboard, logging in with its login ID', async ({
    page,
  }, testInfo) => {
    await logIn(page, 'emf.client', { loginWith: 'LOGINID' });
    await expect(page.getByRole('heading', { name: 'Welcome, Farhan Ali' })).toBeVisible();
    await page.getByRole('button', { name: /Stocks & ETFs/ }).click();
    await expect(
      page.getByText(
        'This product/option/report is not available for the E-Wealth MF account clients.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await shot(page, testInfo, 'home-emf-5000011');
  });

  test('5000012 lands on the FATCA declaration first', async ({ page }, testInfo) => {
    await logIn(page, '5000012');
    const fatca = page.getByRole('heading', { name: 'FATCA / CRS self-declaration' });
    const later = page.getByRole('heading', {
      name: /Choose your personalised login ID|We cannot reach your e-mail address/,
    });
    await expect(fatca.or(later)).toBeVisible();
    if (await later.isVisible()) return alreadyDone(testInfo, 'FATCA was declared', 'a later step');
    await expect(page).toHaveURL(/\/fatcadeclaration$/);
    await shot(page, testInfo, 'fatca-5000012');
  });

  test('5000013 lands on the dashboard', async ({ page }, testInfo) => {
    await logIn(page, '5000013');
    await expect(page.getByRole('heading', { name: 'Welcome, Rohan Gupta' })).toBeVisible();
    await shot(page, testInfo, 'home-5000013');
  });

  test('5000014 lands on settings, change-password tab (forced)', async ({ page }, testInfo) => {
    await logIn(page, '5000014');
    const pending = await landsOn(page, /\/settings\?tab=change-password$/, 'Settings', true);
    if (!pending) return alreadyDone(testInfo, 'The password was changed');
    await expect(
      page.getByText('Please set a new password of your own to continue.'),
    ).toBeVisible();
    await shot(page, testInfo, 'change-password-5000014');

    // Spec 1 section 2.5: Back does not lead into the desk behind the forced change; the session
    // ends on the login page.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
