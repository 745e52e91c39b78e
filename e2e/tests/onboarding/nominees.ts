import { onboardingNomineeMessages } from '@cdesk/domain';
import { expect, type Page } from '@playwright/test';

/** A nominee as the driver types them; the second one gives a demo demat account as ID proof. */
const nominees = [
  {
    fName: 'Kavita',
    lName: 'Joshi',
    dob: '12-03-1962',
    relation: 'Mother',
    idType: 'PAN',
    idNo: 'AKZPJ4821Q',
  },
  {
    fName: 'Rohan',
    lName: 'Joshi',
    dob: '05-09-1994',
    relation: 'Brother',
    idType: 'Demat Account',
    idNo: 'IN30021412345678',
  },
  {
    fName: 'Ira',
    lName: 'Joshi',
    dob: '21-01-1998',
    relation: 'Sister',
    idType: 'Passport',
    idNo: 'Z1234567',
  },
] as const;

const shares: Record<number, number[]> = { 1: [100], 2: [50, 50], 3: [34, 33, 33] };

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Screen 35: opting in with this many nominees. */
export async function chooseNominees(page: Page, count: 1 | 2 | 3) {
  await expect(page.getByRole('heading', { name: 'Nomination' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes, I wish to nominate' }).check();
  const choice = count === 1 ? '1 nominee' : `${count} nominees`;
  await page.getByText(choice, { exact: true }).click();
  await expect(page.getByRole('radio', { name: choice })).toBeChecked();
  await next(page);
}

/** Screens 36 to 38: one nominee; the first keeps the holder's address, the others their own. */
export async function fillNominee(page: Page, slot: 1 | 2 | 3, share: number) {
  const ordinal = ['First', 'Second', 'Third'][slot - 1];
  await expect(page.getByRole('heading', { name: `${ordinal} nominee` })).toBeVisible();
  const n = nominees[slot - 1]!;
  await page.getByLabel('First name').first().fill(n.fName);
  await page.getByLabel('Last name').first().fill(n.lName);
  await page.getByLabel('Date of birth (DD-MM-YYYY)').first().fill(n.dob);
  await page.getByLabel('Relationship with you').selectOption({ label: n.relation });
  await page.getByLabel('ID proof', { exact: true }).first().selectOption({ label: n.idType });
  await page.getByLabel('ID proof number').first().fill(n.idNo);
  if (n.idType === 'Demat Account') {
    await page.getByRole('button', { name: 'Find demat account holder' }).click();
    await expect(page.getByText(/NSDL account of /)).toBeVisible();
  }
  await page.getByLabel('Share (%)').fill(String(share));
  if (slot === 1) await page.getByRole('checkbox', { name: /first holder's address/ }).check();
  else {
    await page.getByRole('checkbox', { name: /first holder's address/ }).uncheck();
    await page.getByLabel('Address line 1').fill(`${slot} Hill Road, Kothrud`);
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('PIN code').fill('411038');
  }
  await next(page);
}

/**
 * From nomination (35) through the nominees, their shares adding up to 100 (two: 50 and 50); an
 * e-signed form asks for no witness, so the last nominee leads to the live photo (40).
 */
export async function completeNominees(page: Page, { nominees: count }: { nominees: 1 | 2 | 3 }) {
  await chooseNominees(page, count);
  const split = shares[count]!;
  for (const slot of [1, 2, 3].slice(0, count) as (1 | 2 | 3)[])
    await fillNominee(page, slot, split[slot - 1]!);
  await expect(page).toHaveURL(/\/createaccount\/livephoto/);
  await expect(page.getByRole('heading', { name: 'Witness details' })).toHaveCount(0);
}

/** Screen 35: opting out, after the advice and with the consent. */
export async function optOutOfNomination(page: Page) {
  await expect(page.getByRole('heading', { name: 'Nomination' })).toBeVisible();
  await page.getByRole('radio', { name: 'No, I do not wish to nominate' }).check();
  await expect(page.getByText(onboardingNomineeMessages.adviseNominee)).toBeVisible();
  await page.getByRole('checkbox', { name: /do not wish to assign a nominee/ }).check();
  await next(page);
}
