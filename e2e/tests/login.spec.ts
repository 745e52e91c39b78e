import { expect, test } from '@playwright/test';
import { logOutFromDesk } from './support';

test.describe('logging in with a password', () => {
  test('greets 5000001 by name after a correct password, and logs out', async ({
    page,
  }, testInfo) => {
    await page.goto('login');
    await expect(page).toHaveTitle(/Client Desk/);
    await page.getByLabel('Wealth Account No.').fill('5000001');
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page.getByRole('heading', { name: /Asha Verma/ })).toBeVisible();
    await expect(page).toHaveURL(/\/cdesk\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('x-token'))).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });

    await logOutFromDesk(page);
    await expect(page).toHaveURL(/\/login/);
    // Without a branch code the login page loads afresh (spec 1 section 4.4), with the notice.
    await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('x-token'))).toBeNull();
  });

  test('shows the server message for a wrong password', async ({ page }, testInfo) => {
    await page.goto('login');
    await page.getByLabel('Wealth Account No.').fill('5000001');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Login ID or Password.');
    await expect(page).toHaveURL(/\/login/);
    await page.screenshot({ path: testInfo.outputPath('login-error.png'), fullPage: true });
  });
});
