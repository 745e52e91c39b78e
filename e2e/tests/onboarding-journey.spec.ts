import { expect, test } from '@playwright/test';
import {
  completePartOne,
  fillPanDob,
  mobileFor,
  next,
  singleIndividualEWealth,
  startApplication,
} from './onboarding/part-one';
import { registrationLogIn, shot } from './support';

test.describe('account opening: a single Individual E-wealth application, start to bank details', () => {
  test('goes from login through KYC by DigiLocker to bank details, and resumes there', async ({
    page,
  }, testInfo) => {
    // Sixteen screens and a round trip to DigiLocker: three times the one-screen timeout.
    test.slow();
    const { mobile } = await completePartOne(page, testInfo);

    await expect(page.getByRole('heading', { name: 'Your application is saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/tradereg\/createaccount\/bankdetails/);
    await shot(page, testInfo, '15-bank-details');

    // Logout, and a new login finds the application where it was left.
    await page.goto('tradereg/createlogin/search-login');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Login to start or resume your application' }),
    ).toBeVisible();
    await registrationLogIn(page, mobile);
    const row = page.getByRole('listitem').filter({ hasText: 'At: Bank' });
    await expect(row).toBeVisible();
    await shot(page, testInfo, '16-applications');
    await row.getByRole('button', { name: 'Resume' }).click();
    await expect(page).toHaveURL(/\/tradereg\/createaccount\/bankdetails/);
    await expect(page.getByRole('heading', { name: 'Your application is saved' })).toBeVisible();
  });
});

test.describe('account opening: refusals in the words of the spec', () => {
  test('refuses a client under 18', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one application is enough for the refusals');
    const mobile = mobileFor(testInfo.project.name, 5_000);
    await startApplication(page, mobile);
    await next(page);
    await singleIndividualEWealth(page);

    // Under 18: a client's own entry is refused with the client's words.
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    const dd = (n: number) => String(n).padStart(2, '0');
    await fillPanDob(
      page,
      'AAAPZ4444D',
      `${dd(young.getDate())}-${dd(young.getMonth() + 1)}-${young.getFullYear()}`,
    );
    await next(page);
    await expect(page.getByText('Date of birth should be greater than 18 years.')).toBeVisible();
    await shot(page, testInfo, 'refusal-under-age');
  });
});
