import { onboardingKycMessages } from '@cdesk/domain';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { registrationLogIn, otpSentTo, shot } from '../support';

/**
 * A mobile number of this run's own, per project: 98127 0 for desktop, 98127 1 for the phone, and
 * four digits from the clock so that a rerun against a kept data dir starts afresh.
 */
export const mobileFor = (project: string, offset = 0) =>
  `98127${project === 'phone' ? '1' : '0'}${String((Date.now() + offset) % 10_000).padStart(4, '0')}`;

/**
 * A valid PAN of an individual (fourth letter P) that no KYC source knows, so that the KYC goes
 * KRA, then the Central KYC Registry, then DigiLocker. Fresh per run and per project, so that no
 * two live applications share a holding.
 */
export function freshPan(project: string): string {
  const letters = 'ABCDEFGHJKLMNRSTUVWXY';
  let n = Date.now();
  const letter = () => {
    const l = letters[n % letters.length]!;
    n = Math.floor(n / letters.length);
    return l;
  };
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  return `Q${project === 'phone' ? 'Z' : 'X'}${letter()}P${letter()}${digits}${letter()}`;
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Logs in, starts an application and chooses ARN-112233 with its centre. */
export async function startApplication(page: Page, mobile: string) {
  await registrationLogIn(page, mobile);
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await expect(page.getByRole('heading', { name: 'Centre and partner' })).toBeVisible();
  await page.getByLabel('ARN / Partner Code').fill('ARN-112233');
  await page.getByRole('button', { name: 'Find partner' }).click();
  await expect(page.getByText('Sanjay Kulkarni')).toBeVisible();
  await expect(page.getByLabel('Centre')).toHaveValue('NB101');
}

/** Single holding, Individual, E-wealth: up to the PAN and date of birth screen. */
export async function singleIndividualEWealth(page: Page) {
  await expect(page.getByRole('heading', { name: 'Holder and tax status' })).toBeVisible();
  await page.getByRole('radio', { name: /^Individual/ }).check();
  await page.getByRole('radio', { name: 'Single holding' }).check();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Account type and holding' })).toBeVisible();
  await page.getByRole('radio', { name: /^E-wealth/ }).check();
  await next(page);
  await expect(page.getByRole('heading', { name: 'PAN and date of birth' })).toBeVisible();
}

export async function fillPanDob(page: Page, pan: string, dob: string) {
  await page.getByLabel('PAN').fill(pan);
  await page.getByLabel('Date of Birth').fill(dob);
  await page.getByLabel(/^First Name/).fill('Meera');
  await page.getByLabel(/^Last Name/).fill('Joshi');
}

/** The applicant of a single Individual E-wealth application, as part 1 enters them. */
export interface Applicant {
  mobile: string;
  email: string;
  pan: string;
}

/**
 * Part 1 of a single Individual E-wealth application: login, partner, holder, PAN, contacts, KYC by
 * DigiLocker (the PAN is unknown to the KRA and the CKYC registry), personal details, FATCA and
 * trading preferences, ending on bank details.
 */
export async function completePartOne(page: Page, testInfo: TestInfo): Promise<Applicant> {
  const project = testInfo.project.name;
  const mobile = mobileFor(project);
  const email = `meera.${mobile}@example.com`;
  const pan = freshPan(project);

  await startApplication(page, mobile);
  await shot(page, testInfo, '01-centre-partner');
  await next(page);
  await singleIndividualEWealth(page);
  await fillPanDob(page, pan, '14-08-1990');
  await shot(page, testInfo, '02-pan-dob');
  await next(page);

  // Mobile and e-mail, with the consent that the mobile is linked with the Aadhaar. The mobile
  // logged in with is filled in, verified by the login's OTP.
  await expect(page.getByRole('heading', { name: /^Mobile and e-mail/ })).toBeVisible();
  await expect(page.getByLabel('Mobile No')).toHaveValue(mobile);
  await expect(page.getByText('Mobile verified')).toBeVisible();
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('checkbox', { name: /Aadhaar/ }).check();
  await shot(page, testInfo, '03-mobile-email');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Verify mobile and e-mail' })).toBeVisible();
  await expect(page.getByLabel('Mobile OTP')).toHaveCount(0);
  await page.getByLabel('Email OTP').fill(await otpSentTo(page.request, email));
  await shot(page, testInfo, '04-verify-contacts');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // KYC: the KRA has no record, nor has the Central KYC Registry; DigiLocker then.
  await expect(page.getByRole('heading', { name: 'KRA data download' })).toBeVisible();
  await expect(page.getByText(/No KYC record was found at the KRA for this PAN/)).toBeVisible();
  await shot(page, testInfo, '05-kra');
  await next(page);
  await expect(page.getByRole('heading', { name: 'CKYC data download' })).toBeVisible();
  await expect(
    page.getByText(/No record was found in the Central KYC Registry/).first(),
  ).toBeVisible();
  await shot(page, testInfo, '06-ckyc');
  await next(page);

  await expect(page.getByRole('heading', { name: 'DigiLocker KYC' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();
  await expect(
    page.getByText('Please confirm that your mobile number is linked with your Aadhaar.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /linked with my Aadhaar/ }).check();
  await shot(page, testInfo, '07-digilocker');
  await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();

  await expect(page).toHaveURL(/\/cdesk\/sandbox\/digilocker/);
  await expect(
    page.getByRole('heading', { name: 'Share your documents with Client Desk' }),
  ).toBeVisible();
  await expect(page.getByText(pan)).toBeVisible();
  await shot(page, testInfo, '08-digilocker-consent');
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByRole('heading', { name: 'DigiLocker verification' })).toBeVisible();
  await expect(page.getByText('Your verification is successfull')).toBeVisible();
  await expect(page.getByText('DigiLocker (Aadhaar)')).toBeVisible();
  await page.getByRole('checkbox', { name: /these are my details/ }).check();
  await shot(page, testInfo, '09-digilocker-verification');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Address confirmation' })).toBeVisible();
  await page.getByRole('checkbox', { name: /selected address is my current address/ }).check();
  await shot(page, testInfo, '10-address');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await page.getByText('Female', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByText('Unmarried', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Unmarried' })).toBeChecked();
  await page.getByLabel("Father's Name").fill('SURESH JOSHI');
  await page.getByLabel('Occupation').selectOption({ label: 'Private Sector Service' });
  await page.getByLabel('Annual Income').selectOption({ index: 2 });
  await page.getByLabel('Net Worth', { exact: true }).selectOption({ label: 'Upto Rs. 5,00,000' });
  await page.getByLabel('Politically Exposed Person').selectOption({ label: 'Not Applicable' });
  await shot(page, testInfo, '11-personal');
  await next(page);

  await expect(page.getByRole('heading', { name: 'FATCA details' })).toBeVisible();
  await page.getByLabel('Nationality').selectOption({ label: 'India' });
  // Born outside India: the account cannot be opened online.
  await page.getByLabel('Country of Birth').selectOption({ label: 'Nepal' });
  await expect(page.getByText(onboardingKycMessages.bornOutsideIndia)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeHidden();
  await shot(page, testInfo, '12-fatca-born-outside-india');
  await page.getByLabel('Country of Birth').selectOption({ label: 'India' });
  await expect(page.getByText(onboardingKycMessages.bornOutsideIndia)).toBeHidden();
  await page.getByRole('textbox', { name: 'Place of Birth' }).fill('Pune');
  await page.getByRole('checkbox', { name: /FATCA details given above are true/ }).check();
  await shot(page, testInfo, '13-fatca');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Trading preferences' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mutual Funds' }).check();
  await page.getByRole('checkbox', { name: 'BSE' }).first().check();
  // A client is not asked for the distributor's brokerage.
  await expect(page.getByLabel('Brokerage (%)')).toHaveCount(0);
  await expect(page.getByText(/Brokerage is set by your wealth partner/)).toBeVisible();
  await shot(page, testInfo, '14-preferences');
  await next(page);

  await expect(page).toHaveURL(/\/tradereg\/createaccount\/bankdetails/);
  return { mobile, email, pan };
}
