import { expect, test, type Page } from '@playwright/test';
import { home, logIn, otpSentTo, shot } from './support';

const pendingMessage =
  /A request to change the mobile number or e-mail ID of folio .+ is already pending with the registrar/;

/** Chooses the folio of a fund house in the picker; its number. */
async function chooseFolio(page: Page, amc: RegExp): Promise<string> {
  const picker = page.getByLabel('Folio', { exact: true });
  const option = picker.locator('option').filter({ hasText: amc }).first();
  const folioNo = (await option.getAttribute('value')) ?? '';
  expect(folioNo).not.toBe('');
  await picker.selectOption(folioNo);
  await expect(page.getByText(`Folio ${folioNo}`, { exact: true })).toBeVisible();
  return folioNo;
}

/** Picks what to change: the mobile number or the e-mail ID. */
async function changeOf(page: Page, what: 'Mobile number' | 'E-mail ID') {
  await page
    .getByRole('group', { name: 'What would you like to change?' })
    .getByText(what, { exact: true })
    .click();
}

test('5000001 changes a folio e-mail with an OTP to the new one and sees it in past requests', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('services/folio-update');
  await expect(page.getByRole('heading', { name: 'Folio mobile and e-mail update' })).toBeVisible();

  // The seeded request: the HDFC folio's e-mail change waits with the registrar, so no other.
  const past = page.getByRole('region', { name: 'Past requests' });
  await expect(
    past.locator('tbody tr').filter({ hasText: 'asha.family@example.in' }),
  ).toContainText('Pending with registrar');
  const hdfc = await chooseFolio(page, /HDFC/);
  await expect(page.getByLabel('Folio', { exact: true }).locator('option:checked')).toHaveText(
    /\(change pending\)/,
  );
  await expect(page.getByText(pendingMessage)).toBeVisible();
  await expect(page.getByText(`of folio ${hdfc} is already pending`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
  await shot(page, testInfo, 'folio-update-pending');

  // The PPFAS folio's mobile at the registrar is not valid: a branch or the partner changes it.
  await chooseFolio(page, /PPFAS/);
  await changeOf(page, 'Mobile number');
  await expect(
    page
      .getByText(/physical request at your nearest branch, or contact your wealth partner/)
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('New mobile number')).toHaveCount(0);
  await shot(page, testInfo, 'folio-update-invalid-registrar');

  // The UTI folio: a new e-mail ID, the OTP sent to it, whose it is and the consent.
  const uti = await chooseFolio(page, /UTI/);
  await changeOf(page, 'E-mail ID');
  await page.getByLabel('New e-mail ID').fill('asha.verma@example.in');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(
    page.getByText(
      'The new e-mail ID must be different from the e-mail ID registered in the folio.',
    ),
  ).toBeVisible();
  const newEmail = 'asha.desk@example.org';
  await page.getByLabel('New e-mail ID').fill(newEmail);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(/OTP has been sent to as\*+@example\.org\./)).toBeVisible();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Consent should be checked.')).toBeVisible();
  await page.getByLabel('Enter OTP').fill(await otpSentTo(page.request, newEmail));
  await page.getByLabel('Whose e-mail ID is this?').selectOption({ label: 'Self' });
  await page.getByLabel(/I confirm that this e-mail ID is mine/).check();
  await shot(page, testInfo, 'folio-update-otp');
  await page.getByRole('button', { name: 'Submit request' }).click();

  await expect(
    page.getByText(`Your request to change the e-mail ID of folio ${uti} is submitted.`),
  ).toBeVisible();
  await expect(page.getByText(/^FCR\d{8}$/).first()).toBeVisible();
  const row = past.locator('tbody tr').filter({ hasText: newEmail });
  await expect(row).toContainText(uti);
  await expect(row).toContainText(/as\*+@example\.in/);
  await expect(row).toContainText('Pending with registrar');
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/);
  await shot(page, testInfo, 'folio-update-submitted');

  // Now the UTI folio too refuses a second change until the registrar has processed this one.
  await page.reload();
  await chooseFolio(page, /UTI/);
  await expect(page.getByText(`of folio ${uti} is already pending`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);

  // The registrar's clerk approves it: the folio's e-mail is the new one, and it may change again.
  const requestNo = /FCR\d{8}/.exec(await row.innerText())![0];
  const registrar = await page.context().newPage();
  await registrar.goto('sandbox/registrar/contact-changes');
  await registrar
    .locator('tr')
    .filter({ hasText: requestNo })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(registrar.locator('tr').filter({ hasText: requestNo })).toHaveCount(0);
  await registrar.close();
  await page.reload();
  await chooseFolio(page, /UTI/);
  await expect(page.getByText(/as\*+@example\.org/).first()).toBeVisible();
  await expect(past.locator('tbody tr').filter({ hasText: newEmail })).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await shot(page, testInfo, 'folio-update-completed');
});
