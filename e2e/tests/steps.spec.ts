import { expect, test, type Page } from '@playwright/test';
import {
  desktopOnly,
  home,
  logIn,
  logOutFromDesk,
  restoreDemoPassword,
  shot,
  shotBothWidths,
} from './support';

/**
 * Every forced screen's buttons and popups (spec 1 sections 2.2 and 4.1). Resolving a step changes
 * the account for good, so those specs run in the desktop project only and accept an account an
 * earlier run already resolved; putting a step off (Ask me Later) lasts one session and runs in
 * both projects.
 */

/** Waits for the first screen after login: one of `headings`, or the dashboard. */
async function firstScreen(page: Page, ...headings: string[]) {
  const screens = [...headings, 'Welcome, '].map((name) => page.getByRole('heading', { name }));
  await expect(screens.reduce((all, one) => all.or(one))).toBeVisible();
  for (const [index, name] of headings.entries()) {
    if (await screens[index]!.isVisible()) return name;
  }
  return 'home';
}

test.describe('forced steps, putting them off (both projects)', () => {
  test('5000002: Ask me Later opens the dashboard for this session', async ({ page }, testInfo) => {
    await logIn(page, '5000002');
    if ((await firstScreen(page, 'Link your PAN with Aadhaar')) === 'home') return;
    await page.getByRole('button', { name: 'Ask me Later' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Rahul Mehta' })).toBeVisible();
    await shot(page, testInfo, 'pan-aadhaar-later-home');
  });

  test('5000003 (deactive): Link Now confirms, opens the tax portal and logs out', async ({
    page,
    context,
  }, testInfo) => {
    await logIn(page, '5000003');
    await expect(page.getByRole('heading', { name: 'Link your PAN with Aadhaar' })).toBeVisible();

    await page.getByRole('button', { name: 'Link Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('you will be logged out');
    await shot(page, testInfo, 'pan-aadhaar-link-now-popup');
    const portal = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'OK' }).click();

    const tab = await portal;
    await expect(tab).toHaveURL(/\/cdesk\/sandbox\/tax\/link-aadhaar\?ref=/);
    await expect(tab.getByRole('button', { name: 'Link PAN with Aadhaar' })).toBeVisible();
    await tab.close(); // Linking would make the account active: this one stays deactive.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('x-token'))).toBeNull();
  });

  // Never Already Linked for 5000003: the sandbox would confirm the link and make it active.
  test('5000003: the popup keeps the focus and closes on Esc without going on', async ({
    page,
  }) => {
    await logIn(page, '5000003');
    await expect(page.getByRole('heading', { name: 'Link your PAN with Aadhaar' })).toBeVisible();
    await page.getByRole('button', { name: 'Link Now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'OK' })).toBeFocused();

    await page.keyboard.press('Escape');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/panAadhaarSeeding$/);
  });

  test('5000009: Continue leads to a query form; Ask Me Later opens the dashboard', async ({
    page,
  }, testInfo) => {
    await logIn(page, '5000009');
    await expect(
      page.getByRole('heading', { name: 'We cannot reach your e-mail address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Send a query' })).toBeVisible();
    await expect(page).toHaveURL(/\/help-and-support\/send-query/);
    await shot(page, testInfo, 'send-query');

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Ask Me Later' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Arjun Das' })).toBeVisible();
  });
});

test.describe('help and support from the desk (desktop project)', () => {
  test('5000001 sends a query and gets its reference number', async ({ page }, testInfo) => {
    test.skip(desktopOnly(testInfo), 'raises a query (ten a day per account): desktop only');
    await logIn(page, '5000001');
    await expect(page.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeVisible();
    await page.goto('help-and-support/send-query?topic=email');

    await expect(page.getByLabel('Subject')).toHaveValue('E-mails are not reaching me');
    await page.getByLabel('Message').fill('Please send my statements to asha.verma@example.in.');
    await page.getByRole('button', { name: 'Send query' }).click();

    await expect(page.getByText(/Your query has been registered/)).toBeVisible();
    await shotBothWidths(page, testInfo, 'send-query-done');
  });
});

test.describe('forced steps, resolved (desktop project)', () => {
  test.beforeEach(({ browserName: _browser }, testInfo) => {
    test.skip(desktopOnly(testInfo), 'changes the account: desktop project only');
  });

  test('5000012: FATCA, then a personalised login ID, then the e-mail check, in that order', async ({
    page,
  }, testInfo) => {
    await logIn(page, '5000012');
    let step = await firstScreen(
      page,
      'FATCA / CRS self-declaration',
      'Choose your personalised login ID',
      'We cannot reach your e-mail address',
    );
    if (step === 'FATCA / CRS self-declaration') {
      await shotBothWidths(page, testInfo, 'fatca-5000012');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Declaration should be checked.')).toBeVisible();
      await page.getByRole('checkbox', { name: /accept the declaration/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      step = await firstScreen(page, 'Choose your personalised login ID');
      expect(step).toBe('Choose your personalised login ID');
    }
    if (step === 'Choose your personalised login ID') {
      await expect(page).toHaveURL(/\/ask-peronalised$/);
      await page.getByLabel('Personalised Login ID').fill(`lakshmi.${Date.now().toString(36)}`);
      await expect(page.getByText(/available/i)).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      step = await firstScreen(page, 'We cannot reach your e-mail address');
      expect(step).toBe('We cannot reach your e-mail address');
    }
    await expect(page).toHaveURL(/\/verifyemail$/);
    await page.getByRole('button', { name: 'Ask Me Later' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Lakshmi Menon' })).toBeVisible();
  });

  test('5000004: FATCA needs the consent, then opens the dashboard', async ({ page }, testInfo) => {
    await logIn(page, '5000004');
    if ((await firstScreen(page, 'FATCA / CRS self-declaration')) === 'home') return;
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Declaration should be checked.')).toBeVisible();
    await shotBothWidths(page, testInfo, 'fatca-consent-error');
    await page.getByRole('checkbox', { name: /accept the declaration/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Priya Nair' })).toBeVisible();
  });

  test('5000002: Link Now opens the tax portal; Already Linked then confirms it', async ({
    page,
    context,
  }, testInfo) => {
    await logIn(page, '5000002');
    if ((await firstScreen(page, 'Link your PAN with Aadhaar')) === 'home') return;
    await shotBothWidths(page, testInfo, 'pan-aadhaar');

    await page.getByRole('button', { name: 'Link Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('income tax portal');
    await shotBothWidths(page, testInfo, 'pan-aadhaar-popup');
    const portal = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const tab = await portal;
    await tab.getByRole('button', { name: 'Link PAN with Aadhaar' }).click();
    await expect(tab.getByText('You can close this tab')).toBeVisible();
    await tab.close();

    await expect(page).toHaveURL(/\/panAadhaarSeeding$/);
    await page.getByRole('button', { name: 'Already Linked' }).click();
    await expect(dialog).toContainText('linked with your Aadhaar');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Rahul Mehta' })).toBeVisible();
  });

  test('5000005: Pay now opens the payment page, then the desk opens once paid', async ({
    page,
    context,
  }, testInfo) => {
    await logIn(page, '5000005');
    if ((await firstScreen(page, 'Outstanding depository charges')) === 'home') return;
    await shotBothWidths(page, testInfo, 'dp-charges');

    const payment = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const tab = await payment;
    await expect(page.getByRole('heading', { name: 'Waiting for your payment…' })).toBeVisible();
    await shotBothWidths(page, testInfo, 'dp-charges-waiting');
    await expect(tab).toHaveURL(/\/cdesk\/sandbox\/depository\/dp-charges\?ref=/);
    await tab.getByRole('button', { name: 'Pay' }).click();
    await expect(tab.getByText('You can close this tab')).toBeVisible();
    await tab.close();

    await page.bringToFront();
    await expect(page.getByRole('heading', { name: 'Welcome, Vikram Singh' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('5000007: the desk explains re-KYC, sends them to the KRA and takes them back into the chain', async ({
    page,
  }, testInfo) => {
    await logIn(page, '5000007');
    const explained = page.getByRole('heading', { name: 'Re-KYC required' });
    const dashboard = page.getByRole('heading', { name: 'Welcome, Suresh Patel' });
    await expect(explained.or(dashboard)).toBeVisible();
    if (await dashboard.isVisible()) return;
    // On the desk first: what re-KYC is, why it is due for this account, how long it takes.
    await expect(page).toHaveURL(/\/cdesk\/rekyc$/);
    await expect(page.getByRole('heading', { name: 'What re-KYC is' })).toBeVisible();
    await expect(page.getByText(/could not validate your KYC record/)).toBeVisible();
    await expect(
      page.getByText('Your KYC record dates from 14-03-2012', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/It takes about 10 minutes/)).toBeVisible();
    await shotBothWidths(page, testInfo, 'rekyc-explained');

    await page.getByRole('button', { name: 'Continue to the KRA' }).click();
    await expect(page).toHaveURL(/\/cdesk\/sandbox\/kra\/rekyc\?ref=/);
    await shotBothWidths(page, testInfo, 'rekyc-kra');
    await page.getByRole('button', { name: 'Complete re-KYC' }).click();
    await shotBothWidths(page, testInfo, 'rekyc-kra-done');
    // Back to the desk from the KRA's page: the chain goes on to the dashboard.
    await page.getByRole('link', { name: 'Return to Client Desk' }).click();
    await expect(dashboard).toBeVisible();
    await shotBothWidths(page, testInfo, 'rekyc-back-home');
  });

  test('5000008: chooses a login ID, then logs in with it', async ({ page }, testInfo) => {
    await logIn(page, '5000008');
    if ((await firstScreen(page, 'Choose your personalised login ID')) === 'home') return;
    const field = page.getByLabel('Personalised Login ID');
    await field.fill('9kavita');
    await expect(page.getByText('Login ID must start with a letter.')).toBeVisible();
    await field.fill('asha.verma');
    await expect(page.getByText('This login ID is already taken', { exact: false })).toBeVisible();
    await shotBothWidths(page, testInfo, 'personalised-taken');

    const chosen = `kavita.${Date.now().toString(36)}`;
    await field.fill(chosen);
    await expect(page.getByText(/available/i)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Kavita Rao' })).toBeVisible();

    await logOutFromDesk(page);
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    await logIn(page, chosen, { loginWith: 'LOGINID' });
    await expect(page.getByRole('heading', { name: 'Welcome, Kavita Rao' })).toBeVisible();
  });

  for (const [account, name] of [
    ['5000010', 'Meera Iyer'],
    ['5000014', 'Divya Kapoor'],
  ] as const) {
    test(`${account}: changes the forced password, then opens the dashboard`, async ({
      page,
    }, testInfo) => {
      await logIn(page, account);
      if ((await firstScreen(page, 'Settings')) === 'home') return;
      await expect(page).toHaveURL(/\/settings\?tab=change-password$/);
      const fresh = `Fresh@${Date.now().toString().slice(-6)}`;
      await page.getByLabel('Current password').fill('Demo@1234');
      await page.getByLabel('New password', { exact: true }).fill(fresh);
      await page.getByLabel('Confirm new password').fill(fresh);
      await shotBothWidths(page, testInfo, `change-password-${account}`);
      await page.getByRole('button', { name: 'Change password' }).click();

      await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
      await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
      await expect(page).toHaveURL(home);

      // Back to the demo password, so the next run logs in as DEMO-DATA says.
      await restoreDemoPassword(page, fresh);
    });
  }
});
