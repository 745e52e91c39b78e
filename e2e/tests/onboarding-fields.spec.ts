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
 * the login OTP to the e-signed form, counted input by input.
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

    await heading(page, 'Holder and tax status');
    await inputs.check(page.getByRole('radio', { name: /^Individual/ }), 'tax status');
    await inputs.check(page.getByRole('radio', { name: 'Single holding' }), 'holding');
    await next(page);
    await heading(page, 'Account type and holding');
    await inputs.check(page.getByRole('radio', { name: /^E-wealth/ }), 'account type');
    await next(page);

    await heading(page, 'PAN and date of birth');
    await inputs.fill(page.getByLabel('PAN'), 'AAAPZ1111A', 'PAN');
    await inputs.fill(page.getByLabel('Date of Birth'), '15-08-1990', 'date of birth');
    await inputs.fill(page.getByLabel(/^First Name/), 'Rajesh', 'first name');
    await inputs.fill(page.getByLabel(/^Last Name/), 'Zaveri', 'last name');
    await next(page);

    await heading(page, /^Mobile and e-mail/);
    await inputs.fill(page.getByLabel('Mobile No'), mobile, 'mobile');
    await inputs.fill(page.getByLabel('Email ID'), email, 'e-mail');
    await inputs.check(page.getByRole('checkbox', { name: /Aadhaar/ }), 'Aadhaar consent');
    await next(page);
    await heading(page, 'Verify mobile and e-mail');
    await inputs.fill(
      page.getByLabel('Mobile OTP'),
      await otpSentTo(page.request, mobile),
      'mobile OTP',
    );
    await inputs.fill(page.getByLabel('Email OTP'), await otpSentTo(page.request, email), 'e-mail OTP');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await heading(page, 'KRA data download');
    await inputs.check(page.getByRole('checkbox', { name: /downloaded from the KRA/ }), 'KRA consent');
    await next(page);

    await heading(page, 'Address confirmation');
    await inputs.check(
      page.getByRole('checkbox', { name: /selected address is my current address/ }),
      'address confirmed',
    );
    await next(page);

    await heading(page, 'Personal details');
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

    await heading(page, 'FATCA details');
    await inputs.select(page.getByLabel('Nationality'), { label: 'India' }, 'nationality');
    await inputs.select(page.getByLabel('Country of Birth'), { label: 'India' }, 'country of birth');
    await inputs.fill(page.getByRole('textbox', { name: 'Place of Birth' }), 'Mumbai', 'place of birth');
    await inputs.check(
      page.getByRole('checkbox', { name: /FATCA details given above are true/ }),
      'FATCA declaration',
    );
    await next(page);

    await heading(page, 'Trading preferences');
    await inputs.check(page.getByRole('checkbox', { name: 'Mutual Funds' }), 'segment');
    await inputs.check(page.getByRole('checkbox', { name: 'BSE' }).first(), 'exchange');
    await inputs.fill(page.getByLabel('Brokerage (%)'), '0', 'brokerage');
    await next(page);

    await heading(page, 'Bank details');
    await inputs.fill(page.getByLabel('IFSC'), journeyBank.ifsc, 'IFSC');
    await expect(page.getByText(journeyBank.bankName, { exact: true })).toBeVisible();
    await inputs.fill(page.getByLabel('MICR'), journeyBank.micr, 'MICR');
    await inputs.fill(page.getByLabel('Branch Name'), journeyBank.branch, 'branch');
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
    await inputs.select(page.getByLabel('Account Type'), 'Saving', 'account type');
    await page.getByRole('button', { name: 'Verify Bank' }).click();
    await expect(page.getByText(onboardingBankMessages.nameMatches)).toBeVisible();
    await next(page);

    await heading(page, 'Mandate details');
    await inputs.choose(page.getByText('Yes, register a mandate'), 'mandate wanted');
    await inputs.choose(page.getByText('E-Sign (Aadhaar)'), 'mandate type');
    await inputs.choose(page.getByText('NJ', { exact: true }), 'mandate provider');
    await inputs.fill(page.getByLabel('Upper Limit (₹)'), '25000', 'upper limit');
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
      { name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: panCardPdf('RAJESH KUMAR ZAVERI') },
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

    await testInfo.attach('applicant-inputs', {
      body: `${inputs.count} inputs\n${inputs.given.join('\n')}\n`,
      contentType: 'text/plain',
    });
    console.log(`applicant inputs: ${inputs.count}\n${inputs.given.join('\n')}`);
    expect(inputs.count).toBeLessThanOrEqual(30);
  });
});
