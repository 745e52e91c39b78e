import { writeFile } from 'node:fs/promises';
import { onboardingBankMessages, onboardingNomineeMessages } from '@cdesk/domain';
import { expect, test, type Page } from '@playwright/test';
import { ApplicantInputs } from './onboarding/applicant-inputs';
import { journeyBank } from './onboarding/bank';
import { chequePng, panCardPdf, signOnPad } from './onboarding/documents';
import { mobileFor } from './onboarding/part-one';
import { otpSentTo, shot } from './support';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/**
 * What a KRA-validated single holder (PAN AAAPZ1111A, Rajesh Kumar Zaveri) types and chooses from
 * the login OTP to the e-signed form, counted input by input: every field typed, option chosen,
 * box ticked, file picked and signature drawn. What the desk already knows (the mobile logged in
 * with, the name at the KRA, the bank's MICR) or what has one sensible value (Individual, single
 * holding, E-wealth, Saving, the mandate platform, India) comes filled, and is only checked here.
 * On the code before this change the same journey counted 46.
 */
test.describe('account opening asks only for what the desk does not know', () => {
  test('a KRA-validated single holder gives at most 30 inputs from login to the e-signed form', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const inputs = new ApplicantInputs();
    const mobile = mobileFor(testInfo.project.name, 7_000);
    const email = `rajesh.${mobile}@example.com`;

    await page.goto('tradereg/client');
    await heading(page, 'Login to start or resume your application');
    await inputs.fill(page.getByLabel('Mobile No.'), mobile, 'login mobile');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await heading(page, 'Verify OTP');
    await inputs.fill(page.getByLabel('OTP'), await otpSentTo(page.request, mobile), 'login OTP');
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Your applications');
    await page.getByRole('button', { name: 'Start a new application' }).click();

    await heading(page, 'Centre and partner');
    await inputs.fill(page.getByLabel('ARN / Partner Code'), 'ARN-112233', 'partner code');
    await page.getByRole('button', { name: 'Find partner' }).click();
    await expect(page.getByText('Sanjay Kulkarni')).toBeVisible();
    await next(page);

    // Individual, single holding and E-wealth come chosen.
    await heading(page, 'Holder and tax status');
    await expect(page.getByRole('radio', { name: /^Individual/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Single holding' })).toBeChecked();
    await shot(page, testInfo, '05-tax-status-defaults');
    await next(page);
    await heading(page, 'Account type and holding');
    await expect(page.getByRole('radio', { name: /^E-wealth/ })).toBeChecked();
    await next(page);

    // The name is not asked: the KRA record gives it.
    await heading(page, 'PAN and date of birth');
    await inputs.fill(page.getByLabel('PAN'), 'AAAPZ1111A', 'PAN');
    await inputs.fill(page.getByLabel('Date of Birth'), '15-08-1990', 'date of birth');
    await expect(page.getByText(/The name is optional here/)).toBeVisible();
    await shot(page, testInfo, '07-pan-dob');
    await next(page);

    // The mobile logged in with is there, verified; only the e-mail is new.
    await heading(page, /^Mobile and e-mail/);
    await expect(page.getByLabel('Mobile No')).toHaveValue(mobile);
    await expect(page.getByText('Mobile verified')).toBeVisible();
    await inputs.fill(page.getByLabel('Email ID'), email, 'e-mail');
    await inputs.check(page.getByRole('checkbox', { name: /Aadhaar/ }), 'Aadhaar consent');
    await shot(page, testInfo, '09-mobile-email-prefilled');
    await next(page);
    await heading(page, 'Verify mobile and e-mail');
    await expect(page.getByLabel('Mobile OTP')).toHaveCount(0);
    await inputs.fill(
      page.getByLabel('Email OTP'),
      await otpSentTo(page.request, email),
      'e-mail OTP',
    );
    await shot(page, testInfo, '10-verify-email-only');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await heading(page, 'KRA data download');
    await inputs.check(
      page.getByRole('checkbox', { name: /downloaded from the KRA/ }),
      'KRA consent',
    );
    await next(page);

    await heading(page, 'Address confirmation');
    await inputs.check(
      page.getByRole('checkbox', { name: /selected address is my current address/ }),
      'address confirmed',
    );
    await next(page);

    await heading(page, 'Personal details');
    await expect(page.getByText('RAJESH KUMAR ZAVERI').first()).toBeVisible();
    await inputs.choose(page.getByText('Married', { exact: true }), 'marital status');
    await inputs.select(
      page.getByLabel('Occupation'),
      { label: 'Private Sector Service' },
      'occupation',
    );
    await inputs.select(page.getByLabel('Annual Income'), { index: 2 } as never, 'income');
    await inputs.select(
      page.getByLabel('Net Worth', { exact: true }),
      { label: 'Upto Rs. 5,00,000' },
      'net worth',
    );
    await next(page);

    // Nationality and birth in India, and the place of birth from the KRA address, come filled.
    await heading(page, 'FATCA details');
    await expect(page.getByRole('textbox', { name: 'Place of Birth' })).not.toHaveValue('');
    await inputs.check(
      page.getByRole('checkbox', { name: /FATCA details given above are true/ }),
      'FATCA declaration',
    );
    await next(page);

    // Mutual funds on BSE come chosen; the brokerage is the partner's, not the client's.
    await heading(page, 'Trading preferences');
    await expect(page.getByRole('checkbox', { name: 'Mutual Funds' })).toBeChecked();
    await expect(page.getByLabel('Brokerage (%)')).toHaveCount(0);
    await shot(page, testInfo, '15-preferences-no-brokerage');
    await next(page);

    // The IFSC names the bank (and, where the IFSC data has it, the MICR); Saving comes chosen.
    await heading(page, 'Bank details');
    await expect(page.getByLabel('Account Type')).toHaveValue('Saving');
    await inputs.fill(page.getByLabel('IFSC'), journeyBank.ifsc, 'IFSC');
    await expect(page.getByText(journeyBank.bankName, { exact: true })).toBeVisible();
    await inputs.fill(
      page.getByLabel('Bank Account Number', { exact: true }),
      journeyBank.accountNo,
      'account number',
    );
    await inputs.fill(
      page.getByLabel('Re-enter Bank Account Number'),
      journeyBank.accountNo,
      'account number again',
    );
    await page.getByRole('button', { name: 'Verify Bank' }).click();
    await expect(page.getByText(onboardingBankMessages.nameMatches)).toBeVisible();
    await shot(page, testInfo, '16-bank-details');
    await next(page);

    await heading(page, 'Mandate details');
    await expect(page.getByRole('radio', { name: 'NJ', exact: true })).toBeChecked();
    await inputs.choose(page.getByText('E-Sign (Aadhaar)'), 'mandate type');
    await inputs.fill(page.getByLabel('Upper Limit (₹)'), '25000', 'upper limit');
    await shot(page, testInfo, '17-mandate-defaults');
    await next(page);

    await heading(page, 'Nomination');
    await inputs.check(
      page.getByRole('radio', { name: 'No, I do not wish to nominate' }),
      'nomination',
    );
    await expect(page.getByText(onboardingNomineeMessages.adviseNominee)).toBeVisible();
    await inputs.check(
      page.getByRole('checkbox', { name: /do not wish to assign a nominee/ }),
      'nomination opt-out consent',
    );
    await next(page);

    await heading(page, 'Live photo');
    await expect(page.getByRole('button', { name: 'Take photo' })).toBeEnabled();
    await page.getByRole('button', { name: 'Take photo' }).click();
    await heading(page, 'Check your photo');
    await inputs.check(page.getByRole('checkbox', { name: /This photo is of me/ }), 'photo is me');
    await next(page);

    await heading(page, 'Upload documents');
    await inputs.upload(
      page.getByLabel('PAN card', { exact: true }),
      {
        name: 'pan-card.pdf',
        mimeType: 'application/pdf',
        buffer: panCardPdf('RAJESH KUMAR ZAVERI'),
      },
      'PAN card',
    );
    await expect(page.getByText('pan-card.pdf')).toBeVisible();
    await inputs.upload(
      page.getByLabel(/^Bank proof/),
      { name: 'cancelled-cheque.png', mimeType: 'image/png', buffer: await chequePng(page) },
      'bank proof',
    );
    await expect(page.getByText('cancelled-cheque.png')).toBeVisible();
    await next(page);

    await heading(page, 'Signature');
    await signOnPad(page, 'Applicant');
    inputs.given.push('draw signature');
    await next(page);

    await heading(page, 'Your account opening form');
    await inputs.check(
      page.getByRole('checkbox', { name: /e-Wealth and e-sign consent/ }),
      'e-sign consent',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'E-sign your form');
    await page.getByRole('button', { name: 'E-sign with Aadhaar' }).click();
    await page.getByRole('button', { name: 'Send Aadhaar OTP' }).click();
    await inputs.fill(
      page.getByLabel('Aadhaar OTP'),
      await otpSentTo(page.request, mobile),
      'Aadhaar OTP',
    );
    await page.getByRole('button', { name: 'Sign document' }).click();
    await heading(page, 'E-sign your form');
    await expect(page.getByText('E-Sign Done')).toBeVisible();

    // The record of every input, kept beside the screenshots.
    const record = `${inputs.count} inputs\n${inputs.given.join('\n')}\n`;
    await writeFile(testInfo.outputPath('applicant-inputs.txt'), record);
    await testInfo.attach('applicant-inputs', { body: record, contentType: 'text/plain' });
    expect(inputs.count).toBeLessThanOrEqual(30);
  });
});
