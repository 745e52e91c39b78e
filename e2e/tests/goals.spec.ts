import { expect, test, type Page } from '@playwright/test';
import { choosePayMode, expectAllotted, lumpsum, startOrdering } from './buying';
import { home, logIn, logOutFromDesk, shotBothWidths } from './support';

// 5000013's registered bank (apps/server/src/seed/purchase-demo.ts).
const sbiAccount = '30123456789';

/** The answers of an investor who can take the most risk: each question's most daring choice. */
const daringAnswers: [question: RegExp, answer: string][] = [
  [/How old are you/, 'Under 30'],
  [/When will you need most of the money/, 'After more than 10 years'],
  [/How steady is your income/, 'Very steady, such as a salary or a pension'],
  [/fall 20%/, 'Invest more while prices are low'],
  [/How have you invested so far/, 'Equity funds or shares, for more than 5 years'],
  [/What do you want most/, 'The highest growth, accepting large swings'],
  [/months of expenses/, 'More than 6 months'],
];

async function answerQuestionnaire(page: Page) {
  const retake = page.getByRole('button', { name: 'Retake the questionnaire' });
  const first = page.getByRole('group', { name: /How old are you/ });
  await expect(retake.or(first)).toBeVisible();
  if (await retake.isVisible()) await retake.click();
  for (const [question, answer] of daringAnswers)
    await page.getByRole('group', { name: question }).getByLabel(answer).check();
  await page.getByRole('button', { name: 'See my risk profile' }).click();
  await expect(page.getByText('Your risk profile is Aggressive.')).toBeVisible();
}

/** The goal's progress as the page states it, e.g. '0.00%'. */
function progressOf(page: Page, goalName: string) {
  return page.getByRole('progressbar', { name: `Progress of ${goalName}` });
}

// Changes 5000013 (its risk profile, a goal, a purchase): it runs with the first purchase, after
// every look at the empty account (playwright.config.ts).
test('5000013 takes the risk questionnaire, plans a goal, buys a suggested fund and links it', async ({
  page,
}, testInfo) => {
  // Desktop only (desktopOnly), shots at both widths.
  await startOrdering(page, testInfo, '5000013');
  test.setTimeout(180_000);

  // Help me invest, from the menu: the questionnaire, then the profile and its funds.
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Help Me Invest' })
    .click();
  await expect(page.getByRole('heading', { name: 'Help me invest' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'goals-questionnaire');
  await answerQuestionnaire(page);
  await expect(page.getByRole('heading', { name: 'Aggressive', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funds that suit you' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'goals-suggestions');
  const invest = page.getByRole('link', { name: /^Invest in / }).first();
  const fund = ((await invest.getAttribute('aria-label')) ?? '').replace(/^Invest in /, '');
  expect(fund).not.toBe('');

  // A goal: three years away, its return from two equity categories' real NAV history.
  const goalName = `Bike ${Date.now().toString(36)}`;
  await page.goto('goals');
  await page.getByRole('link', { name: 'Create a goal' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create a goal' })).toBeVisible();
  await page.getByLabel('Goal name').fill(goalName);
  await page.getByLabel('Target amount in today’s money').fill('200000');
  await page.getByLabel('Target date').fill('01082029');
  await page.getByRole('checkbox', { name: /Flexi and multi cap/ }).check();
  await page.getByRole('checkbox', { name: /^Mid cap/ }).check();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText(/^At \d+\.\d{2}% a year/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'goals-create');
  await page.getByRole('button', { name: 'Save goal' }).click();

  await expect(page.getByText('Your goal has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: goalName })).toBeVisible();
  await expect(progressOf(page, goalName)).toHaveAttribute('aria-valuetext', '0.00%');
  await expect(page.getByText('Behind', { exact: true })).toBeVisible();
  const sipBefore = await page
    .getByText(/ a month$/)
    .first()
    .textContent();
  const goalUrl = page.url();

  // The suggested fund, bought by net banking: the saved profile takes it without a declaration.
  await page.goto('help-me-invest');
  await page.getByRole('link', { name: `Invest in ${fund}` }).click();
  const withoutNominee = page.getByRole('button', { name: 'Continue without nominee' });
  const sure = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(withoutNominee.or(sure).or(page.getByLabel('Investment amount'))).toBeVisible();
  if (await sure.isVisible()) await sure.getByRole('button', { name: 'Yes, proceed' }).click();
  if (await withoutNominee.isVisible()) await withoutNominee.click();
  await lumpsum(page, '5000');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByText(fund).first()).toBeVisible();
  await expect(page.getByLabel(/higher than my risk profile/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to pay ₹5,000.00' }).click();
  await choosePayMode(page, 'Net Banking', sbiAccount);
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  const again = page.getByRole('dialog', { name: 'Please confirm' });
  const bank = page.getByRole('heading', { name: 'Net banking: confirm payment' });
  await expect(bank.or(again)).toBeVisible();
  if (await again.isVisible()) await again.getByRole('button', { name: 'Yes, proceed' }).click();
  await expect(bank).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 1);

  // The new holding, linked to the goal: its progress moves off zero.
  await page.goto(goalUrl);
  await page.getByRole('link', { name: 'Edit goal' }).click();
  await expect(page.getByRole('heading', { name: 'Change your goal' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: new RegExp(fund.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .check();
  await shotBothWidths(page, testInfo, 'goals-link-holding');
  await page.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Your goal has been saved.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linked holdings' })).toContainText(fund);
  await expect(progressOf(page, goalName)).not.toHaveAttribute('aria-valuetext', '0.00%');
  await expect(page.getByText(/ a month$/).first()).not.toHaveText(sipBefore ?? '');
  await shotBothWidths(page, testInfo, 'goals-progress');

  await page.goto('goals');
  await expect(page.getByRole('link', { name: goalName, exact: true })).toBeVisible();
  await expect(progressOf(page, goalName)).not.toHaveAttribute('aria-valuetext', '0.00%');
  await shotBothWidths(page, testInfo, 'goals-list');
});

test('a logout from the profile menu waits for unsaved goal changes', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000013');
  await expect(page).toHaveURL(home);
  await page.goto('createneed');
  await page.getByLabel('Goal name').fill('Holiday');
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Goals' })
    .click();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true })).toBeVisible();
  await logOutFromDesk(page);
  await expect(page).toHaveURL(/\/createneed$/);
  await expect(
    page.getByText(
      'You have unsaved changes to your goal. Save or discard them before you log out.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Goal name')).toHaveValue('Holiday');
  await shotBothWidths(page, testInfo, 'goals-logout-held');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await logOutFromDesk(page);
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('the new fund offers show their windows and lead to the NFO purchase form', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/nfo');
  await expect(page.getByRole('heading', { name: 'New Fund Offers (NFOs)' })).toBeVisible();
  const open = page.getByRole('region', { name: /Open for subscription/ });
  await expect(open.getByText(/Closes in \d+ days?, on \d{2}-\d{2}-\d{4}/).first()).toBeVisible();
  await shotBothWidths(page, testInfo, 'nfo-list');

  await page.getByLabel('Search new fund offers').fill('next 50');
  await expect(page.getByTestId('nfo-card')).toHaveCount(1);
  await page
    .getByRole('link', { name: /^Invest in JioBlackRock Nifty Next 50 Index Fund/ })
    .click();
  await expect(page).toHaveURL(/\/transact\/nfo\/purchase\?schCode=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'New Fund Offers (NFOs) Purchase' }),
  ).toBeVisible();
  await shotBothWidths(page, testInfo, 'nfo-purchase');
});
