import { expect, type Page } from '@playwright/test';
import { outbox, password } from '../support';

/** The staff pages of the account-opening review. */
export const staffPages = {
  login: 'tradereg/staff/login',
  applications: 'tradereg/staff/applications',
  application: (refNo: string) => `tradereg/staff/applications/${refNo}`,
};

/** Logs in as the demo reviewer E1001 and lands on the application list. */
export async function staffLogIn(page: Page, employeeCode = 'E1001') {
  await page.goto(staffPages.login);
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible();
  await page.getByLabel('Employee Code').fill(employeeCode);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Account applications' })).toBeVisible();
}

async function openApplication(page: Page, refNo: string) {
  await page.goto(staffPages.application(refNo));
  await expect(page.getByRole('heading', { name: `Application ${refNo}` })).toBeVisible();
}

/**
 * Approves an application awaiting review (staff logged in) and answers the new wealth account
 * number and the temporary password of the message the applicant was sent.
 */
export async function approveApplication(
  page: Page,
  refNo: string,
): Promise<{ njAcNo: string; temporaryPassword: string }> {
  await openApplication(page, refNo);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Wealth account' });
  await expect(notice).toBeVisible();
  const njAcNo = /Wealth account (\d+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  expect(njAcNo).not.toBe('');
  const sms = (await outbox(page.request, njAcNo)).find((m) => m.channel === 'SMS');
  const temporaryPassword = /temporary password: (\S+)/.exec(sms?.body ?? '')?.[1] ?? '';
  expect(temporaryPassword).not.toBe('');
  return { njAcNo, temporaryPassword };
}

/** Rejects an application awaiting review with a reason code (147-150, or 29 with a remark). */
export async function rejectApplication(
  page: Page,
  refNo: string,
  reasonCode: string,
  remark = '',
) {
  await openApplication(page, refNo);
  await page.getByLabel('Reject Reason').selectOption(reasonCode);
  if (remark) await page.getByLabel('Remark').fill(remark);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Rejected (9 Not Approved)' }),
  ).toBeVisible();
}
