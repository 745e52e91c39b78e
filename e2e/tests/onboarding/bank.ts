import { mandateMessages, onboardingBankMessages } from '@cdesk/domain';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { otpSentTo, shot } from '../support';

/** The bank account the journeys open accounts with: an HDFC Bank branch that takes e-mandates. */
export const journeyBank = {
  ifsc: 'HDFC0000001',
  bankName: 'HDFC Bank',
  micr: '400240002',
  branch: 'Fort, Mumbai',
  accountNo: '50100123456781',
};

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * From screen 16 to leaving screen 17: the bank account named by its IFSC, verified by the penny
 * drop in the first holder's name, and an ESIGN e-mandate of ₹25,000 on the NJ platform.
 */
export async function completeBankAndMandate(page: Page, testInfo?: TestInfo) {
  const record = (name: string) => (testInfo ? shot(page, testInfo, name) : Promise.resolve());
  await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  await expect(page.getByText(onboardingBankMessages.verifyBankPrompt)).toBeVisible();
  await page.getByLabel('IFSC').fill(journeyBank.ifsc);
  await expect(page.getByText(journeyBank.bankName, { exact: true })).toBeVisible();
  // The MICR and branch name are optional (the IFSC names the branch); given, they are kept.
  await page.getByLabel('MICR').fill(journeyBank.micr);
  await page.getByLabel('Branch Name').fill(journeyBank.branch);
  await page.getByLabel('Bank Account Number', { exact: true }).fill(journeyBank.accountNo);
  await page.getByLabel('Re-enter Bank Account Number').fill(journeyBank.accountNo);
  await expect(page.getByLabel('Account Type')).toHaveValue('Saving');
  await page.getByRole('button', { name: 'Verify Bank' }).click();
  await expect(page.getByText(onboardingBankMessages.nameMatches)).toBeVisible();
  await record('16-bank-verified');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Mandate details' })).toBeVisible();
  await page.getByText('Yes, register a mandate').click();
  await page.getByText('E-Sign (Aadhaar)').click();
  await page.getByText('NJ', { exact: true }).click();
  await page.getByLabel('Upper Limit (₹)').fill('25000');
  await record('17-mandate');
  await next(page);
  await expect(page).not.toHaveURL(/\/createaccount\/mandatedetails/);
}

/**
 * From screen 51 (after the form's e-sign) to process complete: submit the mandate now, e-sign it
 * at the sandbox e-sign service with the Aadhaar OTP sent to the applicant's mobile, approve it on
 * the sandbox bank's page, and come back through processemandateres.
 */
export async function completeMandateEsign(page: Page, mobile: string, testInfo?: TestInfo) {
  const record = (name: string) => (testInfo ? shot(page, testInfo, name) : Promise.resolve());
  await expect(page.getByRole('heading', { name: 'Submit your mandate' })).toBeVisible();
  await page.getByText('Yes', { exact: true }).click();
  await record('51-submit-mandate');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Mandate e-sign' })).toBeVisible();
  await page.getByRole('button', { name: 'E-sign mandate' }).click();
  await expect(page).toHaveURL(/\/cdesk\/sandbox\/esign\/sign/);
  await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
  await page.getByLabel('Aadhaar OTP').fill(await otpSentTo(page.request, mobile));
  await page.getByRole('button', { name: 'Sign document' }).click();
  await expect(page.getByText(mandateMessages.esignDone)).toBeVisible();
  await expect(page).toHaveURL(/\/cdesk\/sandbox\/bank\/emandate/);
  await record('52-sandbox-bank');
  await page.getByRole('button', { name: 'Approve mandate' }).click();
  await expect(page).toHaveURL(/\/createaccount\/processemandateres/);
  await expect(page.getByText(onboardingBankMessages.mandateApproved)).toBeVisible();
  await record('52-mandate-approved');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/process-complete/);
}
