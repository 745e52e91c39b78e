import { expect, test, type Locator, type Page } from '@playwright/test';
import { amfiNavBy, businessDay, shown } from './amfi';
import { home, logIn, shot, shotBothWidths } from './support';

async function openAllFunds(page: Page) {
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);
  await page.goto('transact/mutual-funds/allFunds');
  await expect(page.getByRole('heading', { name: 'All Funds', level: 1 })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ funds?$/)).toBeVisible();
}

/** On a phone the filter lives in a sheet; on a wide screen beside the list. */
async function withFilters(page: Page, isPhone: boolean, act: (panel: Locator) => Promise<void>) {
  if (isPhone) await page.getByRole('button', { name: /^Filters/ }).click();
  await act(
    isPhone
      ? page.getByRole('dialog', { name: 'Filter' })
      : page.getByRole('complementary', { name: 'Filter funds' }),
  );
  if (isPhone) await page.getByRole('button', { name: /^Show [\d,]+ funds?$/ }).click();
}

test.describe('all funds and scheme insight', () => {
  test('filters by fund house, type and keyword, then opens a scheme', async ({
    page,
    request,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    // The latest NAV by the desk's business day, as AMFI published it.
    const latest = amfiNavBy(120503, await businessDay(request));
    await openAllFunds(page);
    await expect(page.getByText('14,282 funds')).toBeVisible();
    await expect(page.getByTestId('scheme-card')).toHaveCount(20);
    await shot(page, testInfo, 'all-funds');

    await withFilters(page, isPhone, async (panel) => {
      await panel.getByLabel('Fund house (AMC)').selectOption('Axis Mutual Fund');
      await panel.getByLabel('Scheme type').selectOption('EQUITY');
      await panel.getByRole('group', { name: 'Plan' }).getByText('Direct', { exact: true }).click();
      if (isPhone) await shot(page, testInfo, 'all-funds-filter-sheet');
    });
    await page.getByLabel('Search funds').fill('elss tax growth');
    const card = page.getByTestId('scheme-card').filter({ hasText: 'Axis ELSS Tax Saver Fund' });
    await expect(card).toHaveCount(1);
    await expect(page.getByText('1 fund', { exact: true })).toBeVisible();
    await expect(card).toContainText('Axis Mutual Fund');
    await expect(card).toContainText(`₹${Number(latest.nav).toFixed(3)}`);
    await expect(card).toContainText(shown(latest.date));
    await expect(card).toContainText('Very High');
    await expect(card.getByRole('link', { name: /^Invest in/ })).toHaveAttribute(
      'href',
      '/cdesk/transact/mutual-funds/purchase-buy-sip?schCode=120503',
    );
    await expect(card.getByRole('link', { name: /^Start SIP in/ })).toHaveAttribute(
      'href',
      '/cdesk/transact/mutual-funds/purchase-buy-sip?schCode=120503&mode=sip',
    );
    await shot(page, testInfo, 'all-funds-filtered');

    await card.getByRole('link', { name: /^Details of/ }).click();
    await expect(page).toHaveURL(/\/scheme-insight\/120503$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Axis ELSS Tax Saver Fund');
    await expect(page.getByText(`as on ${shown(latest.date)}`)).toBeVisible();
    await expect(page.getByRole('row', { name: /^1 year/ })).toContainText('%');
    await expect(page.getByText('3 years')).toBeVisible();
    await expect(page.locator('.nav-chart canvas').first()).toBeVisible();
    await page.getByText('3M', { exact: true }).click();
    await expect(page.getByRole('link', { name: /Key Information Memorandum/ })).toHaveAttribute(
      'href',
      '/cdesk/gw/scheme-documents/120503/kim.pdf',
    );
    await expect(page.getByRole('link', { name: 'Start SIP' }).first()).toBeVisible();
    await shotBothWidths(page, testInfo, 'scheme-insight');

    // Back to the listing: the filter is still there.
    await page.getByRole('link', { name: 'All Funds' }).click();
    await expect(page.getByText('1 fund', { exact: true })).toBeVisible();
  });

  test('says so when nothing matches, and when a scheme is unknown', async ({ page }, testInfo) => {
    await openAllFunds(page);
    await page.getByLabel('Search funds').fill('no such fund anywhere');
    await expect(page.getByText('No schemes match your filter.', { exact: false })).toBeVisible();
    await shot(page, testInfo, 'all-funds-empty');
    await page.goto('scheme-insight/999999');
    await expect(page.getByRole('alert')).toContainText('This scheme was not found.');
  });
});
