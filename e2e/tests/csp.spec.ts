import { expect, type Page, test } from '@playwright/test';
import { captchaAnswer, logIn, shot } from './support';

/** Content-Security-Policy refusals the page reports in its console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

test.describe('the web app under a CSP without inline styles', () => {
  test('draws the desk, its menus and a dialog with no CSP violation', async ({
    page,
  }, testInfo) => {
    const violations = cspViolations(page);
    await logIn(page, '5000001');
    await expect(page.getByRole('heading', { name: /Asha Verma/ })).toBeVisible();
    await page.goto('settings');
    await expect(page.getByRole('heading', { name: /Setting/i }).first()).toBeVisible();
    await page.goto('portfolio');
    await expect(page.getByText(/Demat holdings/i).first()).toBeVisible();
    await shot(page, testInfo, 'portfolio-under-csp');
    expect(violations).toEqual([]);
  });

  test('staff are asked for a captcha from the second wrong password, with no CSP violation', async ({
    page,
    request,
  }, testInfo) => {
    const violations = cspViolations(page);
    await page.goto('tradereg/staff/login');
    const code = `E8${String(Date.now() % 1000).padStart(3, '0')}`;
    for (let i = 0; i < 2; i++) {
      await page.getByLabel('Employee Code').fill(code);
      await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await expect(page.getByAltText('Captcha')).toBeVisible();
    await shot(page, testInfo, 'staff-login-captcha');
    await page.getByLabel('Employee Code').fill('E1001');
    await expect(page.getByAltText('Captcha')).toBeVisible();
    await page.waitForTimeout(500);
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page
      .getByPlaceholder('Enter the captcha')
      .fill(await captchaAnswer(request, 'staff:E1001'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/staff\/applications/);
    expect(violations).toEqual([]);
  });
});
