import { orderMessages } from '@cdesk/domain';
import { expect, test } from '@playwright/test';
import { choosePayMode, expectAllotted, startOrdering } from './buying';
import { shotBothWidths } from './support';

const rohanAccount = '30123456789';

// 5000013 invests here after its first purchase (playwright.config.ts, project "first purchase").
test('5000013 filters the ready portfolios, invests in one by net banking and holds it', async ({
  page,
}, testInfo) => {
  await startOrdering(page, testInfo, '5000013');

  // The dashboard's MARS tile leads to the portfolios (its purchase action).
  const tile = page.getByRole('group', { name: 'MARS, Ready MF Portfolios actions' });
  await tile.getByRole('link', { name: 'Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Ready MF Portfolios' })).toBeVisible();
  const cards = page.getByTestId('mars-card').filter({ visible: true });
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText(/as on \d{2}-\d{2}-\d{4}/);
  await shotBothWidths(page, testInfo, 'mars-portfolios');

  // Hybrid portfolios that take a SIP: Balanced Advantage only (Monthly Income is lumpsum only).
  const filters = page.getByRole('complementary', { name: 'Filter portfolios' });
  await filters.getByRole('button', { name: 'Hybrid' }).click();
  await expect(page.getByText('2 portfolios')).toBeVisible();
  await filters.getByLabel('SIP available').check();
  await expect(page.getByText('1 portfolio', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Balanced Advantage');
  await shotBothWidths(page, testInfo, 'mars-filtered');

  await cards.first().getByRole('link', { name: 'Invest in Balanced Advantage' }).click();
  await expect(page.getByRole('heading', { name: 'Balanced Advantage', level: 1 })).toBeVisible();
  await page.getByLabel('Investment amount').fill('20000');
  // Split at the weights 40/35/25.
  const split = page.getByRole('list').filter({ hasText: 'HDFC Balanced Advantage Fund' }).last();
  await expect(split).toContainText('₹8,000.00');
  await expect(split).toContainText('₹7,000.00');
  await expect(split).toContainText('₹5,000.00');
  await shotBothWidths(page, testInfo, 'mars-invest');
  await page.getByRole('button', { name: 'Add portfolio to cart' }).click();

  // No nominee on record: the investor goes on without one, as on the purchase screen.
  await page.getByRole('button', { name: 'Continue without nominee' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText('MARS · Balanced Advantage');
  await shotBothWidths(page, testInfo, 'mars-cart');
  await page.getByRole('button', { name: 'Proceed to pay ₹20,000.00' }).click();

  await choosePayMode(page, 'Net Banking', rohanAccount);
  const pay = page.getByRole('button', { name: /^Confirm and pay/ });
  await pay.click();
  // Above the investor's risk profile the gateway asks for the declaration first; the goals
  // journey before this one may have saved a profile the portfolio fits.
  const bank = page.getByRole('heading', { name: 'Net banking: confirm payment' });
  const declaration = page.getByText(orderMessages.riskDeclaration);
  await expect(bank.or(declaration)).toBeVisible();
  if (await declaration.isVisible()) {
    await page.getByLabel(/higher than my risk profile/).check();
    await pay.click();
  }
  await expect(bank).toBeVisible();
  await shotBothWidths(page, testInfo, 'mars-bank');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expectAllotted(page, testInfo, 3);

  // The portfolio is held under its MARS target number, scheme by scheme.
  await page.goto('transact/mars/redeem');
  await expect(page.getByRole('heading', { name: 'Redeem MARS' })).toBeVisible();
  const holding = page.getByTestId('mars-holding');
  await expect(holding).toHaveCount(1);
  await expect(holding).toContainText('Balanced Advantage');
  await expect(holding).toContainText(/MARS target no\. MT\d{6}[0-9A-F]{8}/);
  await expect(holding).toContainText('HDFC Balanced Advantage Fund');
  await expect(holding).toContainText(/Weight [\d.]+% of target 40%/);
  await shotBothWidths(page, testInfo, 'mars-holding');
});
