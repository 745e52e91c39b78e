import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { hdfcAccount, placedOrAllotted, upiSuccess } from './buying';
import { desktopOnly, home, logIn, outbox, shot, shotBothWidths } from './support';

/**
 * Authorising what the Wealth Partner placed: from the link of the SMS without a login (the PIN of
 * the authorisation login), from the pending list with the desk's login, and the links that can
 * no longer be acted on. Each purchase is of a scheme no other run buys or holds.
 */
const asha = '5000001';
const pin = '4826';
const nipponSmallCap = { code: 118778, name: /Nippon India Small Cap Fund/i };
const sbiLargeCap = { code: 119598, name: /SBI Large Cap Fund/i };
const canaraLargeCap = { code: 118269, name: /Canara Robeco Large Cap Fund/i };
const sbiSmallCap = { code: 125497, name: /SBI Small Cap Fund/i };

const tnc =
  'By Authorizing the transaction you accept the T&C. Are you sure you want to authorize?';
const mayNotReturn =
  'If the payment fails or no response is received from the bank, this transaction may not appear again for authorisation. Do you want to continue?';
const enterPayment = 'Please enter the payment details to authorize this transaction.';
const balanceWarning =
  'The given transaction may get rejected if the balance units are insufficient at the time of execution. Do you want to proceed ?';

interface Placed {
  trxnId: string;
  d: string;
  path: string;
}

/** Places a transaction for 5000001's authorisation as the partner's desk does (sandbox JSON). */
async function place(request: APIRequestContext, placement: object): Promise<Placed> {
  const response = await request.post('sandbox/partner/place', { data: placement });
  const reply = (await response.json()) as { data: Placed; displayMessage: string };
  expect(response.ok(), reply.displayMessage).toBe(true);
  return reply.data;
}

/** The link of the SMS that told the client of this placement, as a path under the desk. */
async function linkFromSms(request: APIRequestContext, trxnId: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const sms = (await outbox(request, asha)).find(
        (m) => m.channel === 'SMS' && m.body.includes(`Ref. No ${trxnId}`),
      );
      link =
        /\/cdesk\/(transact\/authorize\/detail\?d=[\w-]+&rf=al)/.exec(sms?.body ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The one dialog that asks everything to accept together: each line in it, one answer for all. */
async function answerTogether(
  page: Page,
  lines: readonly (string | RegExp)[],
  testInfo?: TestInfo,
) {
  const dialog = page.getByRole('dialog');
  for (const line of lines) await expect(dialog).toContainText(line);
  await expect(dialog).toHaveCount(1);
  if (testInfo) await shotBothWidths(page, testInfo, 'one-question');
  await dialog.getByRole('button', { name: 'Yes, proceed' }).click();
  // Nothing else is asked after it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function answer(page: Page, question: string | RegExp, yes = true) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: yes ? 'Yes, proceed' : 'No' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The card of a pending transaction on the list, by its reference. */
function card(page: Page, reference: string): Locator {
  return page.getByRole('listitem').filter({ hasText: `Ref. No ${reference}` });
}

function changesAccount(testInfo: TestInfo) {
  test.skip(desktopOnly(testInfo), 'authorises for 5000001: the desktop run does, at both widths');
  test.setTimeout(240_000);
}

test('5000001 opens the SMS link logged out, logs in with the PIN, enters the payment and pays by UPI', async ({
  page,
  request,
}, testInfo) => {
  changesAccount(testInfo);
  const placed = await place(request, {
    njAcNo: asha,
    trxn: { trnType: 'PIP', schCode: nipponSmallCap.code, amount: '12000' },
    notes: 'A small-cap allocation; please choose how to pay.',
  });
  const link = await linkFromSms(request, placed.trxnId);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Authorise your transaction' })).toBeVisible();
  await expect(page.getByText(asha, { exact: true })).toBeVisible();
  await shotBothWidths(page, testInfo, 'link-login');
  await page.getByLabel('PIN / Date of Birth').fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Purchase' })).toBeVisible();
  await expect(page.getByText(placed.trxnId)).toBeVisible();
  await expect(page.getByText(nipponSmallCap.name).first()).toBeVisible();
  await expect(page.getByText(enterPayment)).toBeVisible();
  await shotBothWidths(page, testInfo, 'link-detail-no-payment');

  // Authorise without a payment: the page says what is missing and places nothing.
  await page.getByRole('button', { name: 'Authorise', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter payment details.' }),
  ).toBeVisible();

  await page.getByText('UPI', { exact: true }).click();
  await page.getByLabel('Pay from bank account').selectOption(hdfcAccount);
  await page.getByLabel('UPI ID (VPA)').fill('asha@okhdfc');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('UPI ID verified.')).toBeVisible();
  await shotBothWidths(page, testInfo, 'link-detail-upi');
  await page.getByRole('button', { name: 'Authorise', exact: true }).click();
  await answer(page, tnc);

  await expect(
    page.getByRole('heading', { name: 'Approve the payment in your UPI app' }),
  ).toBeVisible();
  await expect(page.getByText('₹12,000.00')).toBeVisible();
  await shotBothWidths(page, testInfo, 'link-upi-wait');
  const app = await page.context().newPage();
  await app.goto(`sandbox/upi?vpa=${encodeURIComponent('asha@okhdfc')}`);
  await app.getByRole('button', { name: 'Approve' }).first().click();
  await expect(app.getByText('Payment approved.')).toBeVisible();
  await app.close();
  await expect(page.getByText(upiSuccess)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'View acknowledgement' }).click();

  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByText(placedOrAllotted)).toHaveCount(1, { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await shotBothWidths(page, testInfo, 'link-acknowledgement');

  // The link is spent: opened again, it says so on a page of its own.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This link has already been used' }),
  ).toBeVisible();
  await expect(
    page.getByText(`The transaction with Ref. No ${placed.trxnId} has already been authorised.`),
  ).toBeVisible();
  await shotBothWidths(page, testInfo, 'link-used');

  // The desk shows the order: allotted, or paid and waiting for the NAV of its date.
  await logIn(page, asha);
  await expect(page).toHaveURL(home);
  await page.goto('portfolio?tab=transactions');
  await expect(page.getByText(nipponSmallCap.name).filter({ visible: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await shotBothWidths(page, testInfo, 'portfolio-after-authorising');
});

test('5000001 authorises by net banking from the list, and rejects one', async ({
  page,
  request,
}, testInfo) => {
  changesAccount(testInfo);
  const paid = await place(request, {
    njAcNo: asha,
    trxn: { trnType: 'PIP', schCode: sbiLargeCap.code, amount: '8000' },
    payment: { payMode: '1', bankCode: 'HDFC', bankAccNo: hdfcAccount },
  });
  const rejected = await place(request, {
    njAcNo: asha,
    trxn: { trnType: 'PIP', schCode: canaraLargeCap.code, amount: '6000' },
    payment: { payMode: '1', bankCode: 'HDFC', bankAccNo: hdfcAccount },
  });

  await logIn(page, asha);
  await expect(page).toHaveURL(home);
  const pending = page.getByRole('link', { name: /transactions? waits? for your authorisation/ });
  await expect(pending).toBeVisible();
  await shotBothWidths(page, testInfo, 'dashboard-pending');
  await pending.click();
  await expect(page.getByRole('heading', { name: 'Authorise transactions' })).toBeVisible();
  await expect(card(page, paid.trxnId)).toContainText('Net Banking');
  await shotBothWidths(page, testInfo, 'pending-list');

  await card(page, rejected.trxnId)
    .getByRole('button', { name: /^Reject/ })
    .click();
  await answer(page, 'Do you want to Reject this Transaction?');
  await expect(
    page.getByText(`Your transaction with Ref. No ${rejected.trxnId} has been rejected.`),
  ).toBeVisible();
  await shotBothWidths(page, testInfo, 'rejected');

  await page.goto('transact/authorize');
  await expect(card(page, rejected.trxnId)).toHaveCount(0);
  await card(page, paid.trxnId)
    .getByRole('button', { name: /^Authorise/ })
    .click();
  // Asked once: the payment warning and the T&C together, then straight to the bank.
  await expect(page.getByRole('dialog')).toContainText(mayNotReturn);
  await shotBothWidths(page, testInfo, 'authorise-asks-once');
  await answerTogether(page, [mayNotReturn, tnc]);
  await expect(page.getByRole('heading', { name: 'Net banking: confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByText(placedOrAllotted)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText(sbiLargeCap.name).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'netbanking-acknowledgement');
});

test('5000001 confirms a MARS switch when asked (SUCC_WITH_MARS)', async ({ page }, testInfo) => {
  changesAccount(testInfo);
  await logIn(page, asha);
  await expect(page).toHaveURL(home);
  await page.goto('transact/authorize');
  await expect(page.getByRole('heading', { name: 'MARS portfolios' })).toBeVisible();

  const mars = page.getByRole('region', { name: 'MARS portfolios' }).getByRole('listitem').first();
  await mars.getByRole('button', { name: /^Authorise/ }).click();
  // The switch's own question comes in the one dialog, with the warning and the T&C.
  await answerTogether(
    page,
    [balanceWarning, /into the MARS portfolio .+ Are you sure you want to proceed\?/, tnc],
    testInfo,
  );
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy MARS target no.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Order reference' }).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'mars-acknowledgement');
});

test('5000001 confirms a bulk switch when asked (CONFIRMATIOM)', async ({ page }, testInfo) => {
  changesAccount(testInfo);
  await logIn(page, asha);
  await expect(page).toHaveURL(home);
  await page.goto('transact/authorize');
  const bulk = page
    .getByRole('region', { name: 'Mutual funds' })
    .getByRole('listitem')
    .filter({ hasText: 'Bulk Switch' })
    .first();
  await bulk.getByRole('button', { name: /^Authorise/ }).click();
  await answerTogether(page, [balanceWarning, /This bulk switch places 2 switches/, tnc], testInfo);
  await expect(page.getByRole('heading', { name: 'Acknowledgement' })).toBeVisible();
  await expect(page.getByText('SUCCESS', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Order reference' })).toHaveCount(2);
  await shotBothWidths(page, testInfo, 'bulk-switch-acknowledgement');

  await page.goto('portfolio');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page.getByText(/Switch/).first()).toBeVisible({ timeout: 60_000 });
  await shotBothWidths(page, testInfo, 'portfolio-switches');
});

test('a partner places a transaction and the client sees one more waiting', async ({
  page,
}, testInfo) => {
  changesAccount(testInfo);
  await logIn(page, asha);
  await expect(page).toHaveURL(home);
  const waiting = page.getByRole('link', { name: /transactions? waits? for your authorisation/ });
  await expect(waiting).toBeVisible();
  const before = Number(/(\d+) transactions? wait/.exec(await waiting.innerText())?.[1]);

  const partner = await page.context().newPage();
  await partner.goto(`sandbox/partner?njAcNo=${asha}`);
  await partner.locator('#trnType').selectOption('PIP');
  await partner.locator('#schCode').fill(String(sbiSmallCap.code));
  await partner.locator('#amount').fill('4000');
  await partner.getByRole('button', { name: 'Place for authorisation' }).click();
  await expect(partner.getByText('Placed for authorisation.')).toBeVisible();
  const reference = await partner.locator('[data-placed-ref]').innerText();
  await shot(partner, testInfo, 'partner-desk-placed');
  await partner.close();

  await page.reload();
  await expect(waiting).toContainText(`${before + 1} transactions wait for your authorisation`);
  await page.goto('transact/authorize');
  await expect(card(page, reference)).toContainText(sbiSmallCap.name);
  await expect(card(page, reference)).toContainText('Payment details needed');
});

test('an expired link says so once the sandbox clock has passed its lifetime', async ({
  page,
  request,
}, testInfo) => {
  changesAccount(testInfo);
  const placed = await place(request, {
    njAcNo: asha,
    trxn: { trnType: 'PIP', schCode: canaraLargeCap.code, amount: '7000' },
  });
  const link = await linkFromSms(request, placed.trxnId);

  await page.goto('sandbox/clock');
  const now = await page.locator('[data-business-time]').getAttribute('data-business-time');
  const later = new Date(new Date(now ?? '').getTime() + 80 * 3600_000);
  const ist = new Date(later.getTime() + 330 * 60_000).toISOString();
  const at = `${ist.slice(8, 10)}-${ist.slice(5, 7)}-${ist.slice(0, 4)} ${ist.slice(11, 16)}`;
  await page.getByLabel('Business date and time (DD-MM-YYYY HH:MM, India time)').fill(at);
  await page.getByRole('button', { name: 'Set the clock' }).click();
  await expect(page.getByRole('status')).toContainText('The clock now reads');
  try {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expect(
      page.getByText(
        'This authorisation link has expired. Please ask your Wealth Partner to place the transaction again.',
      ),
    ).toBeVisible();
    await expect(page.getByLabel('PIN / Date of Birth')).toHaveCount(0);
    await shotBothWidths(page, testInfo, 'link-expired');
  } finally {
    await page.goto('sandbox/clock');
    await page.getByRole('button', { name: /^Back to / }).click();
  }
});

test('a tampered link is refused on a page of its own', async ({ page, request }, testInfo) => {
  const sms = (await outbox(request, asha)).find(
    (m) => m.channel === 'SMS' && /authorize\/detail\?d=/.test(m.body),
  );
  const d = /d=([\w-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
  expect(d).not.toBe('');
  const tampered = `${d.slice(0, 20)}${d[20] === 'A' ? 'B' : 'A'}${d.slice(21)}`;
  await page.goto(`transact/authorize/detail?d=${tampered}&rf=al`);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(
    page.getByText(
      'This authorisation link is not valid. Please open the link exactly as it was sent to you.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('PIN / Date of Birth')).toHaveCount(0);
  await shot(page, testInfo, `link-tampered-${testInfo.project.name}`);
});
