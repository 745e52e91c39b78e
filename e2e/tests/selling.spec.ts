import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { flexiCap, liquid, nifty50, publishAwaitedNavs } from './buying';
import {
  desktopOnly,
  home,
  logIn,
  nextSms,
  otpOf,
  outboxMark,
  shot,
  shotBothWidths,
} from './support';

// HDFC Mid Cap Fund - Direct Plan - Growth Option: the HDFC scheme the liquid fund switches into.
const midCap = { code: 118989, name: /HDFC Mid Cap Fund/ };

const balanceWarning =
  'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?';
const poaMessage =
  'Client POA/DDPI is not in the favor of NJ, you cannot authorize this transaction. Kindly contact your partner or NJ customer care for further assistance.';

/** The selling runs change 5000001's holdings: desktop only, with shots at both widths. */
function changesHoldings(testInfo: TestInfo) {
  test.skip(desktopOnly(testInfo), 'sells units: the desktop run does, with shots at both widths');
  test.setTimeout(180_000);
}

/** Picks the holding of a scheme in the page's holding select (its first folio). */
async function chooseHolding(page: Page, scheme: RegExp) {
  const select = page.getByLabel(/folio and scheme/i);
  const option = select.locator('option').filter({ hasText: scheme }).first();
  await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
}

/**
 * Goes on from the preview: the balance warning and the eDIS question where they are asked, then
 * the OTP read from the sandbox outbox, then the confirm button.
 */
async function confirmWithOtp(
  page: Page,
  request: APIRequestContext,
  njAcNo: string,
  confirm: RegExp,
  answers: { edis?: boolean } = {},
) {
  const before = await outboxMark(request, njAcNo);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog');
  const otpField = page.getByLabel('OTP', { exact: true });
  await expect(dialog.or(otpField)).toBeVisible();
  let askedEdis = false;
  while (await dialog.isVisible()) {
    const text = await dialog.innerText();
    if (/eDIS/.test(text)) askedEdis = true;
    else expect(text).toContain(balanceWarning);
    await dialog.getByRole('button', { name: 'Yes, proceed' }).click();
    await expect(dialog.or(otpField)).toBeVisible();
  }
  expect(askedEdis).toBe(answers.edis === true);
  await expect(page.getByText('An OTP has been sent', { exact: false })).toBeVisible();
  const otp = otpOf(await nextSms(request, njAcNo, before));
  await otpField.fill(otp);
  await page.getByRole('button', { name: confirm }).click();
}

async function expectAcknowledged(page: Page) {
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Transaction ID' })).toBeVisible();
  await expect(page.getByText(/Priced at the NAV of/).first()).toBeVisible();
}

test('5000001 redeems part of a folio by amount and the rest of another by units', async ({
  page,
  request,
}, testInfo) => {
  changesHoldings(testInfo);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  // From the portfolio's row, as an investor finds it.
  await page.goto('portfolio');
  await page
    .getByRole('link', { name: /^Redeem UTI Nifty 50 Index Fund/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Redeem/Sell/SWP' })).toBeVisible();
  await expect(page.getByRole('heading', { name: nifty50.name })).toBeVisible();
  await expect(page.getByText('Units free to redeem')).toBeVisible();
  await expect(page.getByText(/as on \d{2}-\d{2}-\d{4}/).first()).toBeVisible();
  await page.getByLabel('Redeem amount').fill('1000');
  await expect(page.getByText('One Thousand Only')).toBeVisible();
  await page.getByRole('button', { name: 'Review redeem' }).click();
  await expect(page.getByText('Proceeds reach your bank by')).toBeVisible();
  await expect(page.getByText('Short-term gain', { exact: true })).toBeVisible();
  await expect(page.getByText('Long-term gain', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Estimated tax of this sale/ })).toBeVisible();
  await shotBothWidths(page, testInfo, 'redeem-amount-preview');
  await confirmWithOtp(page, request, '5000001', /^Confirm redeem/);
  await expectAcknowledged(page);
  // Once priced (the page asks again every 10 seconds), the order says when the money arrives.
  await publishAwaitedNavs(page);
  await expect(page.getByText('Proceeds reach your bank by')).toBeVisible({ timeout: 60_000 });
  await shotBothWidths(page, testInfo, 'redeem-amount-acknowledgement');

  // Every free unit of the flexi-cap folio, typed as units.
  await page.goto(`transact/mutual-funds/redeem-sell-swp?schCode=${flexiCap.code}`);
  await expect(page.getByRole('heading', { name: flexiCap.name })).toBeVisible();
  const free = (
    await page.getByText('Units free to redeem').locator('xpath=following-sibling::dd').innerText()
  ).replace(/,/g, '');
  expect(Number(free)).toBeGreaterThan(0);
  await page.getByText('Units', { exact: true }).click();
  await page.getByLabel('Redeem units').fill(free);
  await page.getByRole('button', { name: 'Review redeem' }).click();
  await expect(page.getByText('Priced at the NAV of')).toBeVisible();
  await shotBothWidths(page, testInfo, 'redeem-units-preview');
  await confirmWithOtp(page, request, '5000001', /^Confirm redeem/);
  await expectAcknowledged(page);
  await expect(
    page
      .getByText(`${Number(free).toLocaleString('en-IN', { minimumFractionDigits: 3 })} units`)
      .first(),
  ).toBeVisible();

  // The portfolio shows the redemptions once the orders are priced.
  await page.goto('portfolio');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(/Redemption/).first()).toBeVisible({ timeout: 60_000 });
  await shotBothWidths(page, testInfo, 'redeem-portfolio-transactions');
});

test('5000001 switches between two HDFC schemes', async ({ page, request }, testInfo) => {
  changesHoldings(testInfo);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/switch-stp');
  await chooseHolding(page, liquid.name);
  await expect(page.getByRole('heading', { name: liquid.name })).toBeVisible();
  await page.getByLabel(/^Find a scheme of HDFC/).fill('HDFC Mid Cap');
  const target = page.getByLabel(/^Switch into/);
  const option = target.locator('option').filter({ hasText: midCap.name }).first();
  await expect(option).toBeAttached();
  await target.selectOption({ value: (await option.getAttribute('value')) ?? '' });
  await page.getByLabel('Switch amount').fill('5000');
  await page.getByRole('button', { name: 'Review switch' }).click();
  await expect(page.getByText(/^Switch in: HDFC Mid Cap/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'switch-preview');
  await confirmWithOtp(page, request, '5000001', /^Confirm switch/);
  await expectAcknowledged(page);
  await expect(page.getByText(/Switched into HDFC Mid Cap/)).toBeVisible();
  // A liquid fund's switch-out before 3 pm waits for the NAV of the day before the next business
  // day, published at 11 pm: the clock moves past it and both legs are priced.
  await publishAwaitedNavs(page);
  await expect(page.getByText(/Switched into HDFC Mid Cap/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'switch-acknowledgement');

  await page.goto('portfolio');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(/Switch/).first()).toBeVisible({ timeout: 60_000 });
});

test('5000001 registers an STP and an SWP', async ({ page, request }, testInfo) => {
  changesHoldings(testInfo);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  await page.goto(`transact/mutual-funds/allFunds/stp?schCode=${liquid.code}`);
  await expect(page.getByRole('tab', { name: 'STP', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: liquid.name })).toBeVisible();
  await page.getByLabel(/^Find a scheme of HDFC/).fill('HDFC Mid Cap');
  const target = page.getByLabel(/^Transfer to/);
  const option = target.locator('option').filter({ hasText: midCap.name }).first();
  await expect(option).toBeAttached();
  await target.selectOption({ value: (await option.getAttribute('value')) ?? '' });
  await page.getByLabel('STP installment amount').fill('1000');
  await page.getByLabel('STP installment date').selectOption('5');
  await page.getByLabel('Number of STP installments').fill('6');
  await expect(
    page.getByText('First installment').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  await shotBothWidths(page, testInfo, 'stp-form');
  await page.getByRole('button', { name: 'Register STP' }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'stp-registered');

  await page.goto(`transact/mutual-funds/redeem-sell-swp?schCode=${nifty50.code}&tab=swp`);
  await expect(page.getByRole('tab', { name: 'SWP', selected: true })).toBeVisible();
  await page.getByLabel('SWP installment amount').fill('1000');
  await page.getByLabel('SWP installment date').selectOption('10');
  await page.getByLabel('Number of SWP installments').fill('12');
  await shotBothWidths(page, testInfo, 'swp-form');
  await page.getByRole('button', { name: 'Register SWP' }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
  await shotBothWidths(page, testInfo, 'swp-registered');

  await page.getByRole('link', { name: 'My systematic plans' }).click();
  await expect(page).toHaveURL(/\/transact\/mutual-funds\/mysystematicplan/);
  await expect(page.getByText(/HDFC Mid Cap/).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'my-systematic-plans');
  // Both plans run with the account's other systematic plans, as My systematic plans lists them.
  const token = await page.evaluate(() => localStorage.getItem('x-token'));
  const listed = await request.post('gw/ewamftrxnsws/api/systematicplan/getSystematicPlans', {
    headers: { Authorization: `Bearer ${token}` },
    data: { acCode: 'ALL', planType: 'ALL' },
  });
  const { data } = (await listed.json()) as {
    data: { plans: { planType: string; schemeName: string; toSchemeName: string | null }[] };
  };
  expect(
    data.plans.some((p) => p.planType === 'STP' && /HDFC Mid Cap/.test(p.toSchemeName ?? '')),
  ).toBe(true);
  expect(data.plans.some((p) => p.planType === 'SWP' && /Nifty 50/.test(p.schemeName))).toBe(true);
});

test('5000001 takes insta cash within the limit and is refused above it', async ({
  page,
  request,
}, testInfo) => {
  changesHoldings(testInfo);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/insta-cash');
  await expect(page.getByRole('heading', { name: 'Insta Cash' })).toBeVisible();
  await expect(page.getByText(liquid.name)).toBeVisible();
  await page.getByLabel('Insta cash amount').fill('60000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Insta cash available in this scheme today is ₹/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'insta-cash-refused');

  const before = await outboxMark(request, '5000001');
  await page.getByLabel('Insta cash amount').fill('2000');
  await page.getByRole('button', { name: 'Continue' }).click();
  const otp = otpOf(await nextSms(request, '5000001', before));
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Confirm insta cash' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page.getByText(/Returning to Insta Cash in \d+ s/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'insta-cash-success');
  // Spec 3 section 9: back on /transact/insta-cash after ten seconds.
  await expect(page.getByLabel('Insta cash amount')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/transact\/insta-cash$/);
});

test('5000015 redeems demat units through the depository eDIS page', async ({
  page,
  request,
}, testInfo) => {
  changesHoldings(testInfo);
  await logIn(page, '5000015');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/redeem-sell-swp');
  const select = page.getByLabel('Folio and scheme');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
  await expect(page.getByText(/eDIS/).first()).toBeVisible();
  await page.getByLabel('Redeem amount').fill('1000');
  await page.getByRole('button', { name: 'Review redeem' }).click();
  await expect(page.getByText('Priced at the NAV of')).toBeVisible();
  await shotBothWidths(page, testInfo, 'edis-preview');
  await confirmWithOtp(page, request, '5000015', /^Confirm redeem/, { edis: true });

  // The sandbox depository's eDIS page stands in for the investor's depository.
  await expect(page).not.toHaveURL(/redeem-sell-swp/);
  await shot(page, testInfo, 'edis-depository');
  await page.getByRole('button', { name: /^(Approve|Authorise|Authorize)/ }).click();
  await expect(page).toHaveURL(/\/edis-response\?/);
  // One status in words: the order's own state, never a bare SUCCESS or PENDING above it.
  await expect(
    page.getByText(/^(Placed, waiting for the NAV|Units redeemed, payout on its way)$/),
  ).toBeVisible();
  await expect(page.getByText(/^(SUCCESS|PENDING)$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy Transaction ID' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'edis-acknowledgement');
});

test('5000016 is told the POA/DDPI is not in the distributor favour', async ({
  page,
}, testInfo) => {
  // Nothing is placed: both projects run it, each at its own width.
  await logIn(page, '5000016');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/redeem-sell-swp');
  const select = page.getByLabel('Folio and scheme');
  await expect(select.locator('option').nth(1)).toBeAttached();
  await select.selectOption({ index: 1 });
  await expect(page.getByText(poaMessage)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review redeem' })).toHaveCount(0);
  await shot(page, testInfo, 'poa-blocked');
});
