import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { setBusinessClock } from './amfi';
import { home, logIn, nextSms, otpOf, outboxMark, shot, shotBothWidths } from './support';

const myPlans = 'transact/mutual-funds/mysystematicplan';

/** The card of a plan in My systematic plans, by its scheme. */
function planCard(page: Page, scheme: RegExp) {
  return page
    .getByRole('list', { name: 'Systematic plans' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: scheme }),
    });
}

async function openMyPlans(page: Page) {
  await page.goto(myPlans);
  await expect(page.getByRole('heading', { name: 'My systematic plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Systematic plans' })).toBeVisible();
}

/**
 * Confirms the OTP page with the OTP the sandbox outbox holds for the account: the first SMS sent
 * after the `since` mark, taken before the step that sends it.
 */
async function confirmByOtp(
  page: Page,
  testInfo: TestInfo,
  njAcNo: string,
  name: string,
  since: number,
) {
  await expect(page.getByRole('status')).toContainText('OTP has been sent');
  const otp = otpOf(await nextSms(page.request, njAcNo, since));
  await page.getByLabel('Enter OTP').fill(otp);
  await shot(page, testInfo, name);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** The stop page's sentence: exactly which installments still run, by their dates. */
const stopWords = (page: Page) =>
  page.getByText(
    /^(The installments? of \d{2}-\d{2}-\d{4}.* still runs?; none after (it|them)\.|No installment runs any more: the one of \d{2}-\d{2}-\d{4} and every one after it are stopped\.)$/,
  );

test('5000001 sees on the Stop STP page exactly which installments still run', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await openMyPlans(page);
  const stp = planCard(page, /HDFC Liquid Fund/).first();
  await stp.getByRole('link', { name: 'Stop STP' }).click();
  await expect(page).toHaveURL(/\/mysystematicplan\/stpstop\?planId=\d+$/);
  await expect(stopWords(page)).toBeVisible();
  await expect(page.getByText('Stops from')).toHaveCount(0);
  await shotBothWidths(page, testInfo, 'stop-stp');
  await page.getByRole('button', { name: 'Stop STP', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/still runs?; none after|No installment runs any more/);
  await dialog.getByRole('button', { name: 'No' }).click();
});

test('5000001 stops a SIP, sees the stop, and revokes it before it takes effect', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await openMyPlans(page);
  const sip = planCard(page, /Parag Parikh Flexi Cap Fund/);
  await expect(sip).toContainText('Active');
  await expect(sip).toContainText('Next installment');
  await expect(sip).toContainText(/Installments done\s*\d+ of 120/);
  await expect(planCard(page, /HDFC Liquid Fund/).first()).toContainText('to HDFC Mid Cap Fund');
  await shotBothWidths(page, testInfo, 'my-plans');

  await sip.getByRole('link', { name: 'Stop SIP' }).click();
  await expect(page).toHaveURL(/\/mysystematicplan\/sipstop\?planId=\d+$/);
  await expect(stopWords(page)).toBeVisible();
  await expect(page.getByText('Stops from')).toHaveCount(0);
  await shot(page, testInfo, 'stop-sip');
  await page.getByRole('button', { name: 'Stop SIP', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'STOP SIP' });
  await expect(dialog).toContainText('Do you want to stop this SIP');
  await dialog.getByRole('button', { name: 'Yes, stop' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/sbs\/achknowledge\?tid=SSIP\d{12}$/);
  await expect(page.getByRole('status')).toContainText('SUCCESS');
  await expect(page.getByRole('status')).toContainText('Your STOP SIP request is registered.');
  await shot(page, testInfo, 'stop-sip-acknowledgement');

  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(sip).toContainText('Stop pending');
  await expect(sip).toContainText('Stops from');
  await shot(page, testInfo, 'stop-pending');

  // The portfolio's SIP tab leads to the same plans.
  await page.goto('portfolio');
  await page.getByRole('tab', { name: 'SIPs' }).click();
  const inPortfolio = page
    .getByRole('listitem')
    .filter({ hasText: 'Parag Parikh Flexi Cap Fund' })
    .first();
  await expect(inPortfolio).toContainText('Stop pending');
  await expect(inPortfolio).toContainText('Stops from');
  await shot(page, testInfo, 'portfolio-stop-pending');
  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(page).toHaveURL(/\/mysystematicplan$/);

  await sip.getByRole('button', { name: 'Revoke stop' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke Stop SIP' });
  await revoke.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/tsr\/achknowledge\?tid=TSR\d{12}$/);
  await expect(page.getByRole('status')).toContainText('Your stop request has been revoked');
  await shot(page, testInfo, 'revoke-acknowledgement');
  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(sip).toContainText('Active');
  await expect(sip.getByRole('link', { name: 'Stop SIP' })).toBeVisible();
});

test('5000011 (EMF) stops its SIP through the OTP page and revokes the stop the same way', async ({
  page,
}, testInfo) => {
  await logIn(page, 'emf.client', { loginWith: 'LOGINID' });
  await expect(page).toHaveURL(home);
  await openMyPlans(page);
  const sip = planCard(page, /UTI Nifty 50 Index Fund/);
  await expect(sip).toContainText('Active');
  await sip.getByRole('link', { name: 'Stop SIP' }).click();
  const stopSent = await outboxMark(page.request, '5000011');
  await page.getByRole('button', { name: 'Stop SIP with OTP' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/2fa\/stopsip\/OTPValidate\?planId=\d+$/);
  await confirmByOtp(page, testInfo, '5000011', 'stop-sip-otp', stopSent);
  await expect(page).toHaveURL(/\/transact\/authorize\/sbs\/achknowledge\?tid=SSIP\d{12}$/);
  await expect(page.getByRole('status')).toContainText('SUCCESS');
  await shot(page, testInfo, 'emf-stop-acknowledgement');

  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(sip).toContainText('Stop pending');
  const revokeSent = await outboxMark(page.request, '5000011');
  await sip.getByRole('button', { name: 'Revoke stop' }).click();
  await expect(page).toHaveURL(
    /\/transact\/authorize\/2fa\/revokeStopSip\/OTPValidate\?planId=\d+$/,
  );
  await confirmByOtp(page, testInfo, '5000011', 'revoke-otp', revokeSent);
  await expect(page).toHaveURL(/\/transact\/authorize\/tsr\/achknowledge\?tid=TSR\d{12}$/);
  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(sip).toContainText('Active');
});

test.describe('the installment scheduler', () => {
  test.afterAll(async ({ request }) => {
    await setBusinessClock(request, 'reset');
  });

  test("runs 5000011's SIP installment on its day and the portfolio shows it", async ({
    page,
    request,
  }, testInfo) => {
    // Friday 14-08-2026, the SIP's day: the scheduler debits the mandate and places the
    // installment at that day's NAV, which is allotted once AMFI publishes it (11 pm).
    await setBusinessClock(request, '14-08-2026 11:00');
    await logIn(page, 'emf.client', { loginWith: 'LOGINID' });
    await expect(page).toHaveURL(home);
    await expect(async () => {
      await openMyPlans(page);
      await expect(planCard(page, /UTI Nifty 50 Index Fund/)).toContainText(
        /Next installment\s*14-09-2026/,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 30_000 });
    await setBusinessClock(request, '14-08-2026 23:30');
    await expect(async () => {
      await openMyPlans(page);
      await expect(planCard(page, /UTI Nifty 50 Index Fund/)).toContainText(
        /Installments done\s*4 of 24/,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 30_000 });
    const sip = planCard(page, /UTI Nifty 50 Index Fund/);
    await expect(sip).toContainText(/Next installment\s*14-09-2026/);
    await shot(page, testInfo, 'installment-run');

    await page.goto('portfolio');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const row = page
      .getByRole('listitem')
      .filter({ hasText: 'UTI Nifty 50 Index Fund' })
      .filter({ hasText: '14-08-2026' })
      .first();
    await expect(row).toContainText('₹2,000.00');
    await shot(page, testInfo, 'installment-in-portfolio');
  });
});
