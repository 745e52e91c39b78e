import { expect, test } from '@playwright/test';
import { home, logIn, shot } from './support';

/** ₹ figure on screen -> integer paise. */
function paiseOf(text: string): bigint {
  const match = /₹([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).toBeTruthy();
  return BigInt(match![1]!.replace(/,/g, '') + match![2]!);
}

test('5000001 sees the depository shares on the portfolio page, marked as demo prices', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('portfolio');

  const section = page.getByRole('region', { name: 'Demat holdings' });
  await expect(section.getByText('Demo prices', { exact: true })).toBeVisible();
  await expect(section.getByText(/closing prices shown are sample figures/)).toBeVisible();
  await expect(section.getByText('NSDL')).toBeVisible();
  await expect(section.getByText('****5678')).toBeVisible();

  // 120 Reliance shares at the demo ₹1,412.30: ₹1,69,476.00, whichever layout shows them.
  const phone = testInfo.project.name === 'phone';
  const reliance = section
    .locator(phone ? 'ul[aria-label="Demat holdings"] > li' : 'tbody tr')
    .filter({ hasText: 'Reliance Industries Ltd' });
  await expect(reliance).toContainText('INE002A01018');
  await expect(reliance).toContainText('₹1,412.30');
  await expect(reliance).toContainText('₹1,69,476.00');

  // The total is the sum of the values on screen, to the paisa.
  const rows = section.locator(phone ? 'ul[aria-label="Demat holdings"] > li' : 'tbody tr');
  await expect(rows).toHaveCount(8);
  let sum = 0n;
  for (const row of await rows.all()) {
    const values = [...(await row.innerText()).matchAll(/₹[\d,]+\.\d{2}/g)].map((m) => m[0]);
    sum += paiseOf(phone ? values[0]! : values.at(-1)!);
  }
  const total = section.getByText('Total value').locator('xpath=following-sibling::dd');
  expect(paiseOf(await total.innerText())).toBe(sum);

  await section.getByLabel('Sort by').selectOption('company');
  await expect(rows.first()).toContainText('Bharti Airtel Ltd');
  await section.getByLabel('Sort by').selectOption('value');

  // A year of trades (16 across the 8 companies), newest first: Reliance ends at 120 shares.
  const moves = section.getByRole('list', { name: 'Demat transactions' });
  await expect(moves.getByRole('listitem')).toHaveCount(16);
  await expect(
    moves.getByRole('listitem').filter({ hasText: 'Reliance Industries Ltd' }).first(),
  ).toContainText('Balance 120');
  await shot(page, testInfo, 'portfolio-demat-holdings');
  await section.screenshot({ path: testInfo.outputPath('demat-holdings-section.png') });
});
