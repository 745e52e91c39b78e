import { expect, test } from '@playwright/test';
import { home, logIn, shot } from './support';

const depositoryPage = /\/cdesk\/sandbox\/depository\/evoting$/;

test('5000001 votes on a resolution through the depository and sees it recorded', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  // Services > E-Voting, from the menu.
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('button', { name: 'Services', exact: true })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'E-Voting', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'E-Voting', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Open e-voting events' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.filter({ hasText: 'HDFC Bank Ltd' })).toContainText(
    '3 resolutions to vote on',
  );
  await expect(events.filter({ hasText: 'Reliance Industries Ltd' })).toContainText(
    '2 resolutions to vote on',
  );
  await shot(page, testInfo, 'evoting-services-page');

  // Vote now posts the signed form to the depository (NSDL for 5000001's account).
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && depositoryPage.test(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: 'Vote now' }).click();
  const fields = new URLSearchParams((await posted).postData() ?? '');
  expect([...fields.keys()].sort()).toEqual(['data', 'sig']);
  await expect(page).toHaveURL(depositoryPage);
  await expect(page.getByRole('heading', { name: 'NSDL e-Voting' })).toBeVisible();
  await expect(page.locator('[data-sandbox-banner]')).toBeVisible();

  // The open events of companies 5000001 holds: HDFC Bank's AGM and Reliance's postal ballot.
  const hdfc = page.locator('section.event').filter({ hasText: 'HDFC Bank Ltd' });
  const reliance = page.locator('section.event').filter({ hasText: 'Reliance Industries Ltd' });
  await expect(hdfc).toContainText('INE040A01034');
  await expect(hdfc).toContainText('Annual General Meeting');
  await expect(reliance).toContainText('Postal Ballot');
  await expect(page.locator('section.event')).toHaveCount(2);
  await shot(page, testInfo, 'evoting-depository-page');

  // For on the first resolution of Reliance's postal ballot.
  await reliance
    .getByRole('radiogroup', { name: 'Your vote on resolution 1 of Reliance Industries Ltd' })
    .getByLabel('For')
    .check();
  await reliance.getByRole('button', { name: 'Submit votes' }).click();
  const voted = page.locator('section.event').filter({ hasText: 'Reliance Industries Ltd' });
  await expect(voted.getByRole('status')).toHaveText('Your vote was recorded.');
  await expect(voted).toContainText('Your vote: For · cast on');
  await shot(page, testInfo, 'evoting-depository-voted');

  // Back to the desk: /evoting?requestReference=... shows what the depository recorded.
  await page.getByRole('button', { name: 'Return to Client Desk' }).click();
  await expect(page).toHaveURL(/\/cdesk\/evoting\?requestReference=EV[0-9A-F]+$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your votes were recorded by the depository.' }),
  ).toBeVisible();
  const recorded = page.getByRole('heading', { name: 'Votes recorded' }).locator('xpath=..');
  await expect(recorded).toContainText('Reliance Industries Ltd');
  await expect(recorded).toContainText('Resolution 1');
  await expect(recorded).toContainText('For');
  // Bought 100 and 50, sold 30: 120 shares voted with.
  await expect(recorded).toContainText('120 shares');
  await expect(page.getByText('NSDL', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'evoting-outcome');

  // Reopening the depository's page shows the vote already cast, and no form for it.
  await page.getByRole('link', { name: 'Go to E-Voting' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Open e-voting events' })
      .getByRole('listitem')
      .filter({ hasText: 'Reliance Industries Ltd' }),
  ).toContainText('Voted on 1 of 2 resolutions');
  await page.getByRole('button', { name: 'Vote now' }).click();
  await expect(page).toHaveURL(depositoryPage);
  const again = page.locator('section.event').filter({ hasText: 'Reliance Industries Ltd' });
  await expect(again).toContainText('Your vote: For · cast on');
  await expect(
    again.getByRole('radiogroup', { name: 'Your vote on resolution 1 of Reliance Industries Ltd' }),
  ).toHaveCount(0);
  await expect(
    again.getByRole('radiogroup', { name: 'Your vote on resolution 2 of Reliance Industries Ltd' }),
  ).toBeVisible();
  await shot(page, testInfo, 'evoting-depository-reopened');
  await page.getByRole('button', { name: 'Return to Client Desk' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'No votes were cast in this e-voting session.' }),
  ).toBeVisible();
});

test('the depository refuses a session: its error code and description show on /evoting', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  expect((await request.post('sandbox/depository/evoting/fail-next')).ok()).toBe(true);
  await page.goto('services/e-voting');
  await page.getByRole('button', { name: 'Vote now' }).click();
  await expect(page).toHaveURL(/\/cdesk\/evoting\?requestReference=EV[0-9A-F]+$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'E-voting service is temporarily unavailable at the depository. Please try again later.',
  );
  await expect(alert).toContainText('Error code: EVT-5003');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await shot(page, testInfo, 'evoting-failed');

  // A reference the investor never started is refused plainly.
  await page.goto('evoting?requestReference=EV-1');
  await expect(page.getByRole('alert')).toHaveText(
    'No e-voting request with this reference was started from your account. Please start e-voting again from Services > E-Voting.',
  );
  await shot(page, testInfo, 'evoting-unknown-reference');
});

test('an investor without a demat account is told so', async ({ page }, testInfo) => {
  await logIn(page, '5000011');
  await expect(page).toHaveURL(home);
  await page.goto('services/e-voting');
  await expect(
    page.getByRole('status').filter({
      hasText:
        'E-voting is for shareholders, and no demat account is linked to your account, so there are no shares to vote with. Please contact your Wealth Partner to open a demat account.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact your partner' })).toBeVisible();
  await shot(page, testInfo, 'evoting-no-demat');
});
