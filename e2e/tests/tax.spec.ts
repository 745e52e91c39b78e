import { expect, test } from '@playwright/test';
import { desktopOnly, home, logIn, shotBothWidths } from './support';

// 5000001 holds the Axis ELSS lot of 2017, past its lock-in and long term: units to harvest.
test('tax harvesting fills the redemption form, whose preview shows the tax; the slab is set in Settings', async ({
  page,
}, testInfo) => {
  test.skip(
    desktopOnly(testInfo),
    'changes the slab: the desktop run does, with shots at both widths',
  );
  test.setTimeout(120_000);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  await page.goto('report/mutual-funds/tax-harvesting');
  await expect(page.getByRole('heading', { name: 'Tax harvesting', level: 1 })).toBeVisible();
  await expect(page.getByText('Left to use')).toBeVisible();
  const redeem = page.getByRole('link', { name: /^Redeem [\d.]+ units of/ }).first();
  await expect(redeem).toBeVisible();
  await shotBothWidths(page, testInfo, 'tax-harvesting');

  await redeem.click();
  await expect(page).toHaveURL(/redeem-sell-swp\?.*units=/);
  await expect(page.getByLabel('Redeem units')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Review redeem' }).click();
  const tax = page.getByRole('region', { name: /Estimated tax of this sale/ });
  await expect(tax).toBeVisible();
  await expect(tax.getByText('Exemption left after this sale')).toBeVisible();
  await expect(tax.getByText(/Surcharge and the health and education cess/)).toBeVisible();
  await shotBothWidths(page, testInfo, 'sell-preview-tax');

  await page.goto('settings?tab=tax');
  const slab = page.getByLabel('Your income-tax slab rate');
  await slab.selectOption({ label: '30 %' });
  await page.getByRole('button', { name: 'Save slab' }).click();
  await expect(page.getByText('Your income-tax slab is saved.', { exact: false })).toBeVisible();
  await shotBothWidths(page, testInfo, 'settings-tax');
  await slab.selectOption({ label: 'Not chosen' });
  await page.getByRole('button', { name: 'Save slab' }).click();
  await expect(page.getByText('Your income-tax slab is cleared.', { exact: false })).toBeVisible();
});
