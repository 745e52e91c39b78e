import { expect, type Page } from '@playwright/test';
import { otpSentTo } from '../support';

/**
 * From screen 49 to the screen after 50: reads the form (the PDF shown in the page), gives the
 * e-Wealth and e-sign consent, signs at the sandbox Aadhaar e-sign page with the OTP sent to
 * `mobile`, and comes back to the e-sign page with 'E-Sign Done'; then leaves it with Next.
 * Answers the form's bytes as the page showed them, for a page-by-page check.
 */
export async function reviewAndEsignForm(page: Page, mobile: string): Promise<Buffer> {
  await expect(page.getByRole('heading', { name: 'Your account opening form' })).toBeVisible();
  const frame = page.locator('iframe[title="Account opening form (PDF)"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download form' }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('e-Wealth and e-sign consent should be checked.')).toBeVisible();
  await page.getByRole('checkbox', { name: /e-Wealth and e-sign consent/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'E-sign your form' })).toBeVisible();
  await expect(page.getByText('E-Sign Pending')).toBeVisible();
  await page.getByRole('button', { name: 'E-sign with Aadhaar' }).click();
  await expect(page.getByRole('heading', { name: 'Aadhaar e-sign' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
  await page.getByLabel('Aadhaar OTP').fill(await otpSentTo(page.request, mobile));
  await page.getByRole('button', { name: 'Sign document' }).click();

  await expect(page.getByRole('heading', { name: 'E-sign your form' })).toBeVisible();
  await expect(page.getByText('E-Sign Done')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(/createaccount\/esign$/);
  return Buffer.concat(chunks);
}
