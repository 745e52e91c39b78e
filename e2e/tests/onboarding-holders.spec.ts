import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { desktopOnly, otpSentTo, registrationLogIn, shot } from './support';

/**
 * Account opening with more than one person: a joint application of two holders, and a minor's
 * application with the guardian. Each runs from login to the bank-details page, where part one of
 * the application ends.
 */

/** The sandbox identities (DEMO-DATA.md), all born on 15-08-1990. */
const kraValidated = { pan: 'AAAPZ1111A', first: 'RAJESH', middle: 'KUMAR', last: 'ZAVERI' };
const kraOnHold = { pan: 'AAAPZ2222B', first: 'SNEHA', middle: 'ANIL', last: 'ZUTSHI' };
const ckycOnly = { pan: 'AAAPZ3333C', first: 'MOHAMMED', middle: 'IMRAN', last: 'ZAIDI' };
const sandboxDob = '15-08-1990';

const letters = 'ABCDEFGHJKLMNPQRSTUVWXY';
const letter = () => letters[Math.floor(Math.random() * letters.length)];

/** A valid individual's PAN of this run only: no registry knows it. */
const freshPan = () =>
  `C${letter()}${letter()}P${letter()}${String(1000 + Math.floor(Math.random() * 9000))}${letter()}`;

/** Ten digits of this run, per project, after a prefix: a number no other run or project uses. */
function runNumber(prefix: string, testInfo: TestInfo, slot: number) {
  const project = testInfo.project.name === 'phone' ? '1' : '0';
  const tail = String((Date.now() + slot * 7_919) % 100_000).padStart(5, '0');
  return `${prefix}${project}${tail}`.slice(0, 10);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function expectStep(page: Page, title: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The stage the create-account step indicator marks as current. */
const currentStage = (page: Page) =>
  page.getByRole('list', { name: 'Steps' }).locator('li[aria-current="step"]');

/** A choice among segments: the radio is visually hidden behind its label, which takes the click. */
async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const holderPopup = (page: Page) => page.getByRole('button', { name: 'Holder details' });

async function startApplication(page: Page, testInfo: TestInfo, loginMobile: string) {
  await registrationLogIn(page, loginMobile);
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await expectStep(page, 'Centre and partner');
  await page.getByLabel('ARN / Partner Code').fill('ARN-112233');
  await page.getByRole('button', { name: 'Find partner' }).click();
  await expect(page.getByText('Sanjay Kulkarni')).toBeVisible();
  await expect(currentStage(page)).toContainText('Partner');
  await shot(page, testInfo, 'centre-partner');
  await next(page);
  await expectStep(page, 'Holder and tax status');
  await expect(currentStage(page)).toContainText('Holders');
  await expect(holderPopup(page)).toHaveCount(0);
}

async function fillHolder(
  page: Page,
  role: 'F' | 'S' | 'G',
  person: { pan: string; dob: string; first: string; middle?: string; last?: string },
) {
  await page.locator(`input[name="${role}-pan"]`).fill(person.pan);
  await page.locator(`input[name="${role}-dob"]`).fill(person.dob);
  await page.locator(`input[name="${role}-first"]`).fill(person.first);
  await page.locator(`input[name="${role}-middle"]`).fill(person.middle ?? '');
  await page.locator(`input[name="${role}-last"]`).fill(person.last ?? '');
}

/** Mobile and e-mail of one holder, then the OTPs each of them received. */
async function contacts(
  page: Page,
  testInfo: TestInfo,
  who: string,
  mobile: string,
  email: string,
  { loggedInWith = false } = {},
) {
  await expectStep(page, `Mobile and e-mail of ${who}`);
  // Hidden from the step indicator and the holder popup (2.3).
  await expect(page.getByRole('list', { name: 'Steps' })).toHaveCount(0);
  await expect(holderPopup(page)).toHaveCount(0);
  // The applicant's mobile is the one logged in with: filled in, and verified by the login's OTP.
  if (loggedInWith) {
    await expect(page.getByLabel('Mobile No')).toHaveValue(mobile);
    await expect(page.getByText('Mobile verified')).toBeVisible();
  } else await page.getByLabel('Mobile No').fill(mobile);
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('I confirm that this mobile number is linked with my Aadhaar.').check();
  await shot(page, testInfo, `contacts-${who.replace(/\W+/g, '-')}`);
  await next(page);

  await expectStep(page, 'Verify mobile and e-mail');
  if (loggedInWith) await expect(page.getByLabel('Mobile OTP')).toHaveCount(0);
  else await page.getByLabel('Mobile OTP').fill(await otpSentTo(page.request, mobile));
  await page.getByLabel('Email OTP').fill(await otpSentTo(page.request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function kraRecordUsed(page: Page, testInfo: TestInfo, pan: string) {
  await expectStep(page, 'KRA data download');
  await expect(page.getByText(`KYC record of PAN ${pan}`)).toBeVisible();
  await expect(currentStage(page)).toContainText('KYC');
  await expect(holderPopup(page)).toHaveCount(0);
  await page
    .getByLabel(
      'I agree that my KYC details are downloaded from the KRA and used to open my account.',
    )
    .check();
  await shot(page, testInfo, `kra-${pan}`);
  await next(page);
}

/** KRA has nothing usable for the PAN; the Central KYC Registry has the record. */
async function ckycRecordUsed(page: Page, testInfo: TestInfo, pan: string) {
  await expectStep(page, 'KRA data download');
  await expect(page.getByText(`KYC record of PAN ${pan}`)).toBeVisible();
  await shot(page, testInfo, `kra-${pan}`);
  await next(page);
  await expectStep(page, 'CKYC data download');
  await expect(page.getByText(`PAN ${pan}, born ${sandboxDob}`)).toBeVisible();
  await page
    .getByLabel(
      'I agree that my KYC details are downloaded from the Central KYC Registry and used to open my account.',
    )
    .check();
  await shot(page, testInfo, `ckyc-${pan}`);
  await next(page);
}

async function confirmAddress(page: Page, testInfo: TestInfo, city: string, name: string) {
  await expectStep(page, 'Address confirmation');
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
  await expect(page.getByText(city).first()).toBeVisible();
  await page.getByLabel('I confirm that the selected address is my current address.').check();
  await shot(page, testInfo, `address-${name}`);
  await next(page);
}

async function personalDetails(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { gender?: 'Male' | 'Female'; father?: string; occupation: string } = {
    occupation: 'Private Sector Service',
  },
) {
  await expectStep(page, 'Personal details');
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(currentStage(page)).toContainText('Personal');
  await expect(holderPopup(page)).toBeVisible();
  if (options.gender) await choose(page, options.gender);
  await choose(page, 'Unmarried');
  if (options.father) await page.getByLabel("Father's Name").fill(options.father);
  await page.getByLabel('Occupation').selectOption({ label: options.occupation });
  await page.getByLabel('Annual Income').selectOption({ label: 'Upto Rs 1,00,000' });
  await page.getByLabel('Net Worth').selectOption({ label: 'Upto Rs. 5,00,000' });
  await shot(page, testInfo, `personal-${name.replace(/\W+/g, '-')}`);
  await next(page);
}

async function fatca(page: Page, testInfo: TestInfo, name: string, pan: string, place?: string) {
  await expectStep(page, 'FATCA details');
  await expect(page.getByText(`${name}, PAN ${pan}`)).toBeVisible();
  await expect(currentStage(page)).toContainText('FATCA');
  if (place) await page.getByLabel('Place of Birth').fill(place);
  await expect(page.getByLabel('Place of Birth')).not.toHaveValue('');
  await page
    .getByLabel(
      'I declare that the FATCA details given above are true and complete, and I will inform you of any change in them.',
    )
    .check();
  await shot(page, testInfo, `fatca-${pan}`);
  await next(page);
}

async function preferencesToBank(page: Page, testInfo: TestInfo) {
  await expectStep(page, 'Trading preferences');
  await expect(currentStage(page)).toContainText('Preferences');
  // A client is not asked for the distributor's brokerage.
  await expect(page.getByLabel('Brokerage (%)')).toHaveCount(0);
  await shot(page, testInfo, 'preferences');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  await shot(page, testInfo, 'bank-details');
}

test.describe('account opening: joint holders and a minor with a guardian', () => {
  test('opens a joint application of two holders up to bank details', async ({
    page,
  }, testInfo) => {
    // Over a minute long: the phone width walks the minor's journey, the same steps one by one.
    test.skip(desktopOnly(testInfo), 'the joint journey runs at desktop width');
    test.setTimeout(180_000);
    const loginMobile = runNumber('98128', testInfo, 0);
    const secondMobile = runNumber('97128', testInfo, 1);
    const tag = `${testInfo.project.name}${Date.now()}`;
    const firstEmail = `first.${tag}@example.in`;
    const secondEmail = `second.${tag}@example.in`;
    // The holding-pattern check is on the set of PANs; only this journey pairs these two.
    const second = ckycOnly;
    const secondCity = 'Hyderabad';

    await startApplication(page, testInfo, loginMobile);
    await page.getByRole('radio', { name: 'Individual', exact: true }).check();
    await choose(page, 'Joint holding');
    await expect(page.getByRole('radio', { name: 'Two holders' })).toBeChecked();
    await shot(page, testInfo, 'holder-tax-status');
    await next(page);

    await expectStep(page, 'Account type and holding');
    await expect(page.getByText('Joint holding')).toBeVisible();
    const accountType = page.getByRole('radio', { name: 'E-wealth' });
    if (!(await accountType.isChecked())) await accountType.check();
    await shot(page, testInfo, 'account-type');
    await next(page);

    await expectStep(page, 'PAN and date of birth');
    await expect(currentStage(page)).toContainText('PAN');
    await expect(holderPopup(page)).toBeVisible();
    await fillHolder(page, 'F', { ...kraValidated, dob: sandboxDob });
    await fillHolder(page, 'S', { ...second, pan: kraValidated.pan, dob: sandboxDob });
    await next(page);
    await expect(page.getByText('Same PAN cannot be allowed on multiple holders')).toBeVisible();
    await shot(page, testInfo, 'same-pan');
    await page.locator('input[name="S-pan"]').fill(second.pan);
    await expect(page.getByText('Same PAN cannot be allowed on multiple holders')).toHaveCount(0);
    await next(page);

    // The first holder: contacts, KYC from the KRA, personal details and FATCA.
    await contacts(page, testInfo, 'applicant', loginMobile, firstEmail, { loggedInWith: true });
    await kraRecordUsed(page, testInfo, kraValidated.pan);
    await confirmAddress(page, testInfo, 'Mumbai', 'first');
    await personalDetails(page, testInfo, 'RAJESH KUMAR ZAVERI', {
      occupation: 'Private Sector Service',
    });
    await fatca(page, testInfo, 'RAJESH KUMAR ZAVERI', kraValidated.pan);

    // The second holder, with a mobile and e-mail of their own and KYC from the CKYC registry.
    await contacts(page, testInfo, 'second holder', secondMobile, secondEmail);
    await ckycRecordUsed(page, testInfo, second.pan);
    await confirmAddress(page, testInfo, secondCity, 'second');
    const secondName = `${second.first} ${second.middle} ${second.last}`;
    await expectStep(page, 'Personal details');
    await holderPopup(page).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByText('RAJESH KUMAR ZAVERI')).toBeVisible();
    await expect(popup.getByText(secondName)).toBeVisible();
    await expect(popup.getByText('Second Holder')).toBeVisible();
    await shot(page, testInfo, 'holder-popup');
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await personalDetails(page, testInfo, secondName, { occupation: 'Business' });
    await fatca(page, testInfo, secondName, second.pan);

    await preferencesToBank(page, testInfo);
  });

  test("opens a minor's application with a parent as guardian up to bank details", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const loginMobile = runNumber('98128', testInfo, 2);
    const guardianEmail = `guardian.${testInfo.project.name}${Date.now()}@example.in`;
    const minorPan = freshPan();
    const minorName = 'AARAV SNEHA ZUTSHI';

    await startApplication(page, testInfo, loginMobile);
    await page.getByRole('radio', { name: /^On behalf of minor/ }).check();
    await expect(page.getByText('An account of a minor is held singly.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Joint holding' })).toHaveCount(0);
    await shot(page, testInfo, 'minor-tax-status');
    await next(page);

    await expectStep(page, 'Account type and holding');
    const accountType = page.getByRole('radio', { name: 'E-wealth' });
    if (!(await accountType.isChecked())) await accountType.check();
    await next(page);

    await expectStep(page, 'PAN and date of birth');
    await expect(
      page.getByText("The minor's PAN, date of birth and name as on the PAN."),
    ).toBeVisible();
    // A minor's date of birth must be one of someone under 18.
    await fillHolder(page, 'F', {
      pan: minorPan,
      dob: sandboxDob,
      first: 'AARAV',
      middle: 'SNEHA',
      last: 'ZUTSHI',
    });
    await next(page);
    await expect(page.getByText('Entered date should be less than 18 years')).toBeVisible();
    await shot(page, testInfo, 'minor-adult-dob');
    await page.locator('input[name="F-dob"]').fill('10-05-2015');
    await next(page);

    await expectStep(page, 'Guardian PAN and date of birth');
    await expect(currentStage(page)).toContainText('PAN');
    await fillHolder(page, 'G', { ...kraOnHold, dob: sandboxDob });
    await page.getByLabel('Relation with Minor').selectOption({ label: 'Mother' });
    await shot(page, testInfo, 'guardian-pan');
    await next(page);

    // The minor has no KYC of their own: the minor's personal details and FATCA come first.
    await personalDetails(page, testInfo, minorName, {
      gender: 'Male',
      father: 'ANIL ZUTSHI',
      occupation: 'Student',
    });
    await fatca(page, testInfo, minorName, minorPan, 'New Delhi');

    // Then the guardian: contacts, KYC (KRA on hold, so the CKYC record), details and FATCA.
    await contacts(page, testInfo, 'guardian', loginMobile, guardianEmail, {
      loggedInWith: true,
    });
    await ckycRecordUsed(page, testInfo, kraOnHold.pan);
    await confirmAddress(page, testInfo, 'New Delhi', 'guardian');
    await personalDetails(page, testInfo, 'SNEHA ANIL ZUTSHI', { occupation: 'Business' });
    await fatca(page, testInfo, 'SNEHA ANIL ZUTSHI', kraOnHold.pan);

    await preferencesToBank(page, testInfo);
  });
});
