import { expect, test } from '@playwright/test';
import { desktopOnly, shotBothWidths } from './support';
import { staffLogIn, staffPages } from './onboarding/review';

test('staff log in with the employee code, see the review list, and log out', async ({
  page,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'one staff login per run: the desktop run looks at both widths');
  await page.goto(staffPages.applications);
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await page.getByLabel('Employee Code').fill('E1001');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('attempt');
  await shotBothWidths(page, testInfo, 'staff-login');

  await staffLogIn(page);
  await expect(page.getByText('Kiran Desai')).toBeVisible();
  await expect(page.getByLabel('From Date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
  await page.getByText('Not approved', { exact: true }).click();
  await expect(page).toHaveURL(/type=REJECT/);
  await page.getByLabel('From Date').fill('01-01-2020');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The date range cannot be more than 6 months.');
  await shotBothWidths(page, testInfo, 'staff-applications');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await page.goto(staffPages.applications);
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
});
