import { onboardingMessages } from '@cdesk/domain';
import { expect, test } from '@playwright/test';
import { registrationLogIn, shot } from './support';

/** A mobile number of this run's own, per project, so that the two widths never share a login. */
const mobileFor = (project: string, n: number) =>
  `98126${project === 'phone' ? '1' : '0'}${String(n).padStart(4, '0')}`;

test.describe('account opening: login, applications, centre and partner', () => {
  test('starts an application, refuses a terminated partner, and resumes after logout', async ({
    page,
  }, testInfo) => {
    const mobile = mobileFor(testInfo.project.name, Date.now() % 10_000);
    await registrationLogIn(page, mobile);
    await expect(page.getByText('No application yet with this login.')).toBeVisible();
    await shot(page, testInfo, 'applications-empty');

    await page.getByRole('button', { name: 'Start a new application' }).click();
    await expect(page.getByRole('heading', { name: 'Centre and partner' })).toBeVisible();
    await expect(page).toHaveURL(/\/tradereg\/createaccount\/centrepartner$/);
    const refNo =
      (await page
        .getByText(/^EW\d{12}$/)
        .first()
        .textContent()) ?? '';
    expect(refNo).toMatch(/^EW\d{12}$/);

    await page.getByLabel('ARN / Partner Code').fill('ARN-999999');
    await page.getByRole('button', { name: 'Find partner' }).click();
    await expect(
      page.getByText(
        'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.',
      ),
    ).toBeVisible();
    await shot(page, testInfo, 'terminated-partner');

    await page.getByLabel('ARN / Partner Code').fill('ARN-112233');
    await page.getByRole('button', { name: 'Find partner' }).click();
    await expect(page.getByText('Sanjay Kulkarni')).toBeVisible();
    await expect(page.getByLabel('Centre')).toHaveValue('NB101');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(
      /\/tradereg\/(createaccount\/holdertaxstatus|createlogin\/search-login)/,
    );

    // Logout ends the session; a new login finds the application where it was saved.
    await page.goto('tradereg/createlogin/search-login');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Login to start or resume your application' }),
    ).toBeVisible();
    await registrationLogIn(page, mobile);
    const row = page.getByRole('listitem').filter({ hasText: refNo });
    await expect(row).toContainText('At: Holders and tax status');
    await shot(page, testInfo, 'applications');
    await row.getByRole('button', { name: 'Resume' }).click();
    await expect(page).toHaveURL(
      /\/tradereg\/(createaccount\/holdertaxstatus|createlogin\/search-login)/,
    );
  });

  test('keeps an E-Wealth application out of the E-Wealth MF area', async ({ page }, testInfo) => {
    await registrationLogIn(page, mobileFor(testInfo.project.name, 9_001 + (Date.now() % 900)));
    await page.getByRole('button', { name: 'Start a new application' }).click();
    await expect(page.getByRole('heading', { name: 'Centre and partner' })).toBeVisible();

    await page.goto('emftradereg/createaccount/centrepartner');
    await expect(page).toHaveURL(/\/emftradereg\/unauthorised-access$/);
    await expect(page.getByRole('heading', { name: 'UNAUTHORIZED ACCESS' })).toBeVisible();
  });

  test('refuses a step the application has not reached yet', async ({ page }, testInfo) => {
    await registrationLogIn(page, mobileFor(testInfo.project.name, 8_001 + (Date.now() % 900)));
    await page.getByRole('button', { name: 'Start a new application' }).click();
    await expect(page.getByRole('heading', { name: 'Centre and partner' })).toBeVisible();
    await page.goto('tradereg/createaccount/nomineeselection');
    await expect(page.getByText(onboardingMessages.stepNotOpen)).toBeVisible();
    await shot(page, testInfo, 'step-not-open');
  });

  test('sends an expired registration to the auth-error page', async ({ page }, testInfo) => {
    await registrationLogIn(page, mobileFor(testInfo.project.name, 7_001 + (Date.now() % 900)));
    await page.evaluate(() => {
      const key = 'cdesk:registration';
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...state, sessionRefToken: 'x'.repeat(43) }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/tradereg\/auth-error$/);
    await expect(
      page.getByRole('heading', { name: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.' }),
    ).toBeVisible();
  });

  test("opens a partner's link with the partner, and refuses a terminated partner's", async ({
    page,
  }) => {
    await page.goto('tradereg/dclogin/generate-otp?refNo=PLNK112233');
    await expect(page.getByText('Sanjay Kulkarni')).toBeVisible();
    await page.goto('tradereg/dclogin/generate-otp?refNo=PLNK999999');
    await expect(
      page.getByText(
        'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.',
      ),
    ).toBeVisible();
  });
});
