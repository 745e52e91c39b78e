import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// Every page opens at its top, and Back returns to the place the list was left at, even
// when the list is drawn only once its data has come (issue 32, item 12).

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(/\/cdesk\/?$/);
});

for (const view of ['summary', 'detail']) {
  test(`capital gain ${view} opens at its top from a scrolled page`, async ({ page }) => {
    await page.goto('report');
    const link = page.locator(`main a[href$="capital-gain/${view}"]`);
    await expect(link).toBeVisible();
    await scrollDown(page);
    // A tap without the scroll into view that a click makes first.
    await link.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`capital-gain/${view}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
  });
}

test('the authorise list opens at its top, and Back returns to where it was left', async ({
  page,
}) => {
  const card = page.locator('main a[href$="/transact/authorize"]').first();
  await expect(card).toBeVisible();
  await scrollDown(page);
  await card.dispatchEvent('click');
  await expect(page).toHaveURL(/transact\/authorize$/);
  const rows = page.getByRole('link', { name: /view details/i });
  await expect(rows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(0);

  // Far down the list, an item opened, then Back.
  const row = rows.nth(Math.min(5, (await rows.count()) - 1));
  await row.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 137));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(800);
  const rowTop = async () => (await row.boundingBox())?.y ?? Number.NaN;
  const seen = await rowTop();
  await row.dispatchEvent('click');
  await expect(page).toHaveURL(/transact\/authorize\/[\w-]+\?d=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/transact\/authorize$/);
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 3);
  await page.waitForTimeout(500);
  // Back returns to the list's exact place, not to the part-way point the page's first, short
  // draw allowed, nor a line off when the bar under the header wraps once the menu has come.
  expect(Math.abs((await rowTop()) - seen)).toBeLessThanOrEqual(1);
});
