import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { desktopOnly, logIn, outboxMark, newestCode, shotBothWidths } from './support';

/**
 * The nominee wizard as 5000001 uses it (spec 3 sections 2 and 4): opting out signed by OTP, and
 * replacing the nominees with two, one a minor with a guardian, signed by Aadhaar e-sign. Both
 * change the account, so they run in the desktop project only, with screenshots at both widths;
 * the e-sign run comes last so that the account keeps nominees on record. Each run starts from
 * whatever the account has and asserts only what it set up.
 */
const account = '5000001';

test.describe.configure({ mode: 'serial' });

const viewActions = /^(Change nominee|Add nominee|Opt in for nomination|Opt out of nomination)$/;

/**
 * Opens the nominee view. Without a preference on record the wizard first makes its modify
 * request (S1) and shows S2; Back and Cancel request return to the view with its own actions.
 */
async function openNominees(page: Page, testInfo: TestInfo) {
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('nomineeTransact');
  const preference = page.getByRole('heading', { name: 'NOMINEE OPT PREFERENCE' });
  const cancel = page.getByRole('button', { name: 'Cancel request' });
  const actions = page.getByRole('button', { name: viewActions });
  await expect(preference.or(cancel).or(actions).first()).toBeVisible();
  if (await preference.isVisible()) {
    await shotBothWidths(page, testInfo, 'nominee-s2-after-s1');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
  }
  await expect(cancel.or(actions).first()).toBeVisible();
  if (await cancel.isVisible()) await cancel.click();
  await expect(actions.first()).toBeVisible();
}

/** The first of the named buttons the nominee view offers for this account's state. */
async function startWith(page: Page, ...names: string[]) {
  const buttons = names.map((name) => page.getByRole('button', { name, exact: true }));
  await expect(buttons.reduce((all, one) => all.or(one)).first()).toBeVisible();
  for (const button of buttons) {
    if (await button.isVisible()) return button.click();
  }
}

/** Scrolls the PDF viewer to its end, which opens the consents. */
async function readForm(page: Page) {
  const viewer = page.getByRole('document', { name: 'Nominee form' });
  // pdf.js draws the first page off the main thread: slow on a busy machine.
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await viewer.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
}

async function tickConsents(page: Page) {
  const consents = page.getByRole('group', { name: 'Consents' }).getByRole('checkbox');
  await expect(consents.first()).toBeEnabled();
  for (const consent of await consents.all()) await consent.check();
}

async function fillPerson(
  page: Page,
  person: {
    first: string;
    last: string;
    dob: string;
    relation: string;
    pan: string;
    mobile: string;
    email: string;
  },
) {
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill(person.last);
  await page.getByLabel('Date of Birth').fill(person.dob);
  await page.getByLabel(/^Relationship with/).selectOption({ label: person.relation });
  await page.getByLabel('Identity Proof Type').selectOption({ label: 'PAN' });
  await page.getByLabel('ID Proof Number').fill(person.pan);
  await page.getByLabel('Mobile Number').fill(person.mobile);
  await page.getByLabel('Email ID').fill(person.email);
}

/** S3: who the nominee is, as far as a person with an identity proof, a mobile and an e-mail. */
async function fillContacts(page: Page, person: { pan: string; mobile: string; email: string }) {
  await page.getByLabel('Identity Proof Type').selectOption({ label: 'PAN' });
  await page.getByLabel('ID Proof Number').fill(person.pan);
  await page.getByLabel('Mobile Number').fill(person.mobile);
  await page.getByLabel('Email ID').fill(person.email);
}

/** S7 or S9 with the address of the applicant (or of the nominee). */
async function sameAddress(page: Page, heading: string) {
  await expect(page.getByText(heading)).toBeVisible();
  await page.getByText('Yes', { exact: true }).click();
}

test('5000001 adds a second and a third nominee, a minor with a guardian among them, removes one and signs by OTP', async ({
  page,
  request,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'changes the account');
  test.setTimeout(300_000);
  // Seeded with one nominee on record (Rohit Verma, 100 %) and no preference: the page makes its
  // request at once (S1) and asks for the preference (S2), as a new investor finds it.
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto('nomineeTransact');
  const preference = page.getByRole('heading', { name: 'NOMINEE OPT PREFERENCE' });
  const cancel = page.getByRole('button', { name: 'Cancel request' });
  await expect(preference.or(cancel).first()).toBeVisible();
  if (await cancel.isVisible()) await cancel.click();
  await expect(preference).toBeVisible();
  await page.getByLabel('Name of all nominees').check();
  await page.getByRole('button', { name: 'Save' }).click();

  // Nominee 1 is the one on record: the identity proof and contacts are asked once.
  await expect(page.getByRole('heading', { name: 'Nominee 1' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue(/^rohit$/i);
  await fillContacts(page, {
    pan: 'ABCPV1111K',
    mobile: '9876501111',
    email: 'rohit.verma@example.in',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await sameAddress(page, 'NOMINEE ADDRESS DETAILS');
  await shotBothWidths(page, testInfo, 'nominee3-s7-add-second');
  await page.getByRole('button', { name: 'Add nominee 2' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee 2' })).toBeVisible();
  await fillPerson(page, {
    first: 'Anu',
    last: 'Verma',
    dob: '10052015',
    relation: 'Daughter',
    pan: 'ABDPV2222L',
    mobile: '9876502222',
    email: 'anu.verma@example.in',
  });
  await shotBothWidths(page, testInfo, 'nominee3-s3-minor');
  await page.getByRole('button', { name: 'Next' }).click();
  await sameAddress(page, 'NOMINEE ADDRESS DETAILS');
  // A minor's guardian comes before another nominee.
  await expect(page.getByRole('button', { name: /^Add nominee/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('NOMINEE GUARDIAN DETAILS')).toBeVisible();
  await fillPerson(page, {
    first: 'Asha',
    last: 'Verma',
    dob: '21061986',
    relation: 'Mother',
    pan: 'ABCPV3333M',
    mobile: '9876503333',
    email: 'asha.verma@example.in',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await sameAddress(page, 'NOMINEE GUARDIAN ADDRESS DETAILS');
  await shotBothWidths(page, testInfo, 'nominee3-s9-add-third');
  await page.getByRole('button', { name: 'Add nominee 3' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee 3' })).toBeVisible();
  await fillPerson(page, {
    first: 'Karan',
    last: 'Verma',
    dob: '02031990',
    relation: 'Brother',
    pan: 'ABCPV4444N',
    mobile: '9876504444',
    email: 'karan.verma@example.in',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await sameAddress(page, 'NOMINEE ADDRESS DETAILS');
  // Three is the most a request may name.
  await expect(page.getByRole('button', { name: /^Add nominee/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE SUMMARY' })).toBeVisible();
  for (const name of ['ROHIT VERMA', 'ANU VERMA', 'KARAN VERMA'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee3-s10-three');

  // The third is removed from its own screen, and another named in its place.
  await page.getByRole('button', { name: 'Edit nominee 3' }).click();
  await expect(page.getByRole('heading', { name: 'Nominee 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove nominee' }).click();
  await expect(page.getByRole('heading', { name: 'NOMINEE SUMMARY' })).toBeVisible();
  await expect(page.getByText('KARAN VERMA', { exact: true })).toHaveCount(0);
  await shotBothWidths(page, testInfo, 'nominee3-s10-removed');
  await page.getByRole('button', { name: 'Add nominee 3' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee 3' })).toBeVisible();
  await fillPerson(page, {
    first: 'Meera',
    last: 'Iyer',
    dob: '15071960',
    relation: 'Mother',
    pan: 'ABCPI5555P',
    mobile: '9876505555',
    email: 'meera.iyer@example.in',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('NOMINEE ADDRESS DETAILS')).toBeVisible();
  await page.getByText('No', { exact: true }).click();
  await page.getByLabel('Address Line 1').fill('4 Temple Street');
  await page.getByLabel('Country').selectOption({ label: 'India' });
  await page.getByLabel('Pin / Zip Code').fill('600004');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE SUMMARY' })).toBeVisible();
  await expect(page.getByText('MEERA IYER', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE SHARE DETAILS' })).toBeVisible();
  await page.getByLabel('Share of ROHIT VERMA (%)').fill('50');
  await page.getByLabel('Share of ANU VERMA (%)').fill('30');
  await page.getByLabel('Share of MEERA IYER (%)').fill('30');
  await expect(page.getByText('110 %')).toBeVisible();
  const residual = page.getByLabel('Residual Securities');
  if (await residual.isVisible()) await residual.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Total percentage equal to 100').first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee3-s4-over');
  await page.getByLabel('Share of MEERA IYER (%)').fill('10');
  await expect(page.getByText('90 %')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Total % Share should be equal to 100')).toBeVisible();
  await page.getByLabel('Share of MEERA IYER (%)').fill('20');
  await expect(page.getByText('100 %')).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee3-s4-shares');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee Modification Form' })).toBeVisible();
  await page.getByText('OTP', { exact: true }).click();
  await readForm(page);
  await tickConsents(page);
  await page.getByRole('button', { name: 'Authorize by OTP' }).click();

  await expect(page.getByRole('heading', { name: 'OTP - AUTHORIZATION' })).toBeVisible();
  const before = await outboxMark(request, account);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await newestCode(request, account, before, 4);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByLabel('OTP - Authorization consent').check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Your nominee request has been registered successfully.');
  await popup.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE DETAILS' })).toBeVisible();
  await expect(page.getByText('ROHIT VERMA', { exact: true })).toBeVisible();
  await expect(page.getByText('ANU VERMA', { exact: true })).toBeVisible();
  await expect(page.getByText('MEERA IYER', { exact: true })).toBeVisible();
  await expect(page.getByText('Guardian: ASHA VERMA')).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee3-view');
});

test('5000001 opts out of nomination and signs by OTP', async ({ page, request }, testInfo) => {
  test.skip(desktopOnly(testInfo), 'changes the account');
  // Eight screens, each recorded at two widths.
  test.setTimeout(120_000);
  await openNominees(page, testInfo);
  await shotBothWidths(page, testInfo, 'nominee-view');
  await startWith(page, 'Opt out of nomination');

  await expect(page.getByRole('heading', { name: 'Nominee Opt out Form' })).toBeVisible();
  await page.getByText('OTP', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Authorize by OTP' })).toBeVisible();
  await readForm(page);
  await tickConsents(page);
  await shotBothWidths(page, testInfo, 'nominee-opt-out-form');
  await page.getByRole('button', { name: 'Authorize by OTP' }).click();

  await expect(page.getByRole('heading', { name: 'OTP - AUTHORIZATION' })).toBeVisible();
  const before = await outboxMark(request, account);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: /Resend OTP in/ })).toBeDisabled();
  const otp = await newestCode(request, account, before, 4);
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByLabel('OTP - Authorization consent').check();
  await shotBothWidths(page, testInfo, 'nominee-otp-authorization');
  await page.getByRole('button', { name: 'Authorize' }).click();

  // The server's additional message comes in a popup before the nominee view.
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('opt out of nomination has been registered');
  await shotBothWidths(page, testInfo, 'nominee-otp-signed-popup');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'NOMINEE DETAILS' })).toBeVisible();
  await expect(page.getByText('No nominee is on record for this account.')).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee-opted-out');
});

test('5000001 names two nominees, one a minor with a guardian, and signs by e-sign', async ({
  page,
  request,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'changes the account');
  test.setTimeout(180_000);
  await openNominees(page, testInfo);
  await startWith(page, 'Change nominee', 'Add nominee', 'Opt in for nomination');

  await expect(page.getByRole('heading', { name: 'NOMINEE OPT PREFERENCE' })).toBeVisible();
  await page.getByLabel('Name of all nominees').check();
  await shotBothWidths(page, testInfo, 'nominee-s2-preference');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee 1' })).toBeVisible();
  await fillPerson(page, {
    first: 'Ravi',
    last: 'Verma',
    dob: '14021984',
    relation: 'Spouse',
    pan: 'ABCPV1234K',
    mobile: '9876501234',
    email: 'ravi.verma@example.in',
  });
  await shotBothWidths(page, testInfo, 'nominee-s3-details');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('NOMINEE ADDRESS DETAILS')).toBeVisible();
  await page.getByText('No', { exact: true }).click();
  await page.getByLabel('Address Line 1').fill('12 Lake View Road');
  await page.getByLabel('Country').selectOption({ label: 'India' });
  await page.getByLabel('Pin / Zip Code').fill('400050');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await shotBothWidths(page, testInfo, 'nominee-s7-address');
  await page.getByText('Yes', { exact: true }).click();
  await page.getByRole('button', { name: 'Add nominee 2' }).click();

  await expect(page.getByRole('heading', { name: 'Nominee 2' })).toBeVisible();
  await fillPerson(page, {
    first: 'Anu',
    last: 'Verma',
    dob: '10052015',
    relation: 'Daughter',
    pan: 'ABDPV5678L',
    mobile: '9876505678',
    email: 'anu.verma@example.in',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('NOMINEE ADDRESS DETAILS')).toBeVisible();
  await page.getByText('Yes', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('NOMINEE GUARDIAN DETAILS')).toBeVisible();
  await fillPerson(page, {
    first: 'Ravi',
    last: 'Verma',
    dob: '14021984',
    relation: 'Father',
    pan: 'ABCPV1234K',
    mobile: '9876501234',
    email: 'ravi.verma@example.in',
  });
  await shotBothWidths(page, testInfo, 'nominee-s8-guardian');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('NOMINEE GUARDIAN ADDRESS DETAILS')).toBeVisible();
  await page.getByText('Yes', { exact: true }).click();
  await shotBothWidths(page, testInfo, 'nominee-s9-guardian-address');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE SUMMARY' })).toBeVisible();
  await expect(page.getByText('ANU VERMA', { exact: true })).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee-s10-summary');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'NOMINEE SHARE DETAILS' })).toBeVisible();
  await page.getByLabel('Share of RAVI VERMA (%)').fill('60');
  await page.getByLabel('Share of ANU VERMA (%)').fill('40');
  await expect(page.getByText('100 %')).toBeVisible();
  const residual = page.getByLabel('Residual Securities');
  if (await residual.isVisible()) await residual.selectOption({ index: 1 });
  await shotBothWidths(page, testInfo, 'nominee-s4-shares');
  await page.getByRole('button', { name: 'Save' }).click();

  // Opt In after an opt-out, Modification when nominees were on record.
  await expect(
    page.getByRole('heading', { name: /^Nominee (Modification|Opt In) Form$/ }),
  ).toBeVisible();
  await readForm(page);
  await tickConsents(page);
  await shotBothWidths(page, testInfo, 'nominee-pdf');
  await page.getByRole('button', { name: 'Proceed for E Sign' }).click();

  await expect(page.getByRole('heading', { name: 'E- SIGN VERIFICATION' })).toBeVisible();
  await page.getByLabel('Preferred T & C Language').selectOption({ label: 'English' });
  await page.getByRole('checkbox').check();
  await shotBothWidths(page, testInfo, 'nominee-esign');
  const before = await outboxMark(request, account);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/cdesk\/sandbox\/esign\/sign/);
  await expect(page.getByRole('heading', { name: 'Aadhaar e-sign' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
  const otp = await newestCode(request, account, before, 6);
  await page.getByLabel('Aadhaar OTP').fill(otp);
  await shotBothWidths(page, testInfo, 'nominee-sandbox-esign');
  await page.getByRole('button', { name: 'Sign document' }).click();

  await expect(page).toHaveURL(/\/cdesk\/nomiesigncapture/);
  await expect(page.getByText('Signed')).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee-esign-captured');
  await page.getByRole('button', { name: 'View nominee details' }).click();

  await expect(page.getByText('RAVI VERMA', { exact: true })).toBeVisible();
  await expect(page.getByText('ANU VERMA', { exact: true })).toBeVisible();
  await expect(page.getByText('Guardian: RAVI VERMA')).toBeVisible();
  await shotBothWidths(page, testInfo, 'nominee-view-two');

  // The profile (spec 1 section 7.2) reads the same record.
  const token = await page.evaluate(() => localStorage.getItem('x-token'));
  const profile = await request.post('gw/ewatraderegws/api/profileoperations/getProfileDetail', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ucc: 'NJ5000001' },
  });
  expect(profile.ok()).toBe(true);
  const { data } = (await profile.json()) as {
    data: { nominees: { name: string; share: number; guardianName: string }[] };
  };
  expect(data.nominees.map((nominee) => [nominee.name, Number(nominee.share)])).toEqual([
    ['RAVI VERMA', 60],
    ['ANU VERMA', 40],
  ]);
  expect(data.nominees[1]?.guardianName).toBe('RAVI VERMA');
});
