import { expect, test } from '@playwright/test';
import { liquid } from './buying';
import { home, logIn, shot } from './support';

/**
 * A switch out of a Direct plan starts on schemes of the same plan and option, names every scheme
 * with its plan and option, and asks before the money goes into a Regular plan. Nothing is
 * placed, so the run leaves 5000001's holdings as they were.
 */
test('5000001 switching out of a Direct plan is asked before a Regular one', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto(`transact/mutual-funds/allFunds/switch?schCode=${liquid.code}`);
  await expect(page.getByRole('heading', { name: liquid.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Direct Plan/ })).toBeVisible();

  // The list starts on the holding's own plan and option, and names each scheme with both.
  const plan = page.getByLabel('Plan and option');
  await expect(plan).toHaveValue('DIRECT-GROWTH');
  const target = page.getByLabel(/^Switch into/);
  await page.getByLabel(/^Find a scheme of HDFC/).fill('Mid Cap');
  const options = target.locator('option:not([value=""])');
  // The search runs a moment after typing: wait until only mid-cap schemes are listed.
  await expect
    .poll(async () => (await options.allTextContents()).every((l) => /mid ?cap/i.test(l)))
    .toBe(true);
  const labels = await options.allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toMatch(/Direct Plan.*Growth|Growth.*Direct Plan/);
  expect(new Set(labels).size).toBe(labels.length);
  await shot(page, testInfo, 'switch-plan-default');

  // All plans and options: each of the fund's variants once, never the same label twice.
  await plan.selectOption('ALL');
  await expect(
    target
      .locator('option')
      .filter({ hasText: /Regular Plan/ })
      .first(),
  ).toBeAttached();
  const all = await options.allTextContents();
  expect(new Set(all).size).toBe(all.length);

  // A Regular plan: the desk asks, and says why it matters.
  await plan.selectOption('REGULAR-GROWTH');
  // Wait for the list of that plan and option alone, so the option picked is one it keeps.
  await expect
    .poll(async () => {
      const now = await options.allTextContents();
      return (
        now.length > 0 && now.every((l) => /Regular Plan.*Growth|Growth.*Regular Plan/.test(l))
      );
    })
    .toBe(true);
  const regular = target
    .locator('option')
    .filter({ hasText: /HDFC Mid Cap.*Regular Plan/ })
    .first();
  await expect(regular).toBeAttached();
  await target.selectOption({ value: (await regular.getAttribute('value')) ?? '' });
  const question = page.getByRole('dialog', {
    name: 'Move from a Direct plan to a Regular plan?',
  });
  await expect(question).toBeVisible();
  await expect(question).toContainText('higher expense ratio');
  await expect(question).toContainText('commission');
  await expect(question).toContainText(/HDFC Liquid Fund.*Direct Plan/);
  await shot(page, testInfo, 'switch-plan-regular-question');

  // No: nothing is chosen, the investor picks again.
  await question.getByRole('button', { name: 'No, choose another scheme' }).click();
  await expect(question).toBeHidden();
  await expect(target).toHaveValue('');
  await shot(page, testInfo, 'switch-plan-after-no');
});
