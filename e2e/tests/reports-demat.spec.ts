import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { businessDay, shown } from './amfi';
import { pdfPages } from './pdf';
import { desktopOnly, home, logIn, shotBothWidths } from './support';

/** Both widths, from the top of the page (a full-page shot of a scrolled page repeats the header). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotBothWidths(page, testInfo, name);
}

/** Clicks Download PDF, keeps the file with the run's artifacts and reads it back page by page. */
async function downloadPdf(
  page: Page,
  testInfo: TestInfo,
): Promise<{ name: string; pages: string[] }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  await file.saveAs(testInfo.outputPath(file.suggestedFilename()));
  const pages = await pdfPages(readFileSync((await file.path())!));
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  return { name: file.suggestedFilename(), pages };
}

/** YYYY-MM-DD plus whole months (the day kept; the demo dates never need clamping). */
function monthsFrom(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const day = Math.min(d, 28);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test('5000001 reads, downloads and shares the demat reports', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Its name matches the phone project's specs; the desktop run shares links and records both widths.
  test.skip(
    desktopOnly(testInfo),
    'shares links for 5000001: the desktop run does, at both widths',
  );
  const today = await businessDay(request);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  // Reports, from the menu: every report of the Reports menu, grouped as it is.
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('button', { name: 'Reports', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'All of Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  for (const group of ['Mutual Fund Reports', 'Net Worth', 'Holding Statement', 'DP/CM Reports'])
    await expect(main.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  for (const report of ['Capital Gain Summary', 'Capital Gain Detail', 'Transaction Statement'])
    await expect(main.getByRole('link', { name: new RegExp(`^${report}`) })).toBeVisible();
  await shot(page, testInfo, 'reports-home');

  await main.getByRole('link', { name: 'DP/CM Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/report\/dp-cm-reports$/);
  await expect(page.getByRole('heading', { name: 'DP/CM Reports', level: 1 })).toBeVisible();
  await shot(page, testInfo, 'dp-cm-reports');

  // The demat holding statement, on screen and as a PDF that says the same.
  await page.getByRole('link', { name: /^Demat Holding Report/ }).click();
  await expect(page.getByRole('heading', { name: 'Demat Holding Report' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(8);
  const reliance = rows.filter({ hasText: 'Reliance Industries Ltd' });
  await expect(reliance).toContainText('₹1,69,476.00');
  await expect(page.getByText('Demo prices.')).toBeVisible();
  await expect(page.getByText(/The closing prices shown are sample figures/)).toBeVisible();
  await expect(page.getByText(`Total value as on ${shown(today)}`)).toBeVisible();
  await page.getByLabel('Sort by').selectOption('company');
  await expect(rows.first()).toContainText('Bharti Airtel Ltd');
  const holdingPdf = await downloadPdf(page, testInfo);
  expect(holdingPdf.name).toBe(`demat-holding-statement-AC5000001-${today}.pdf`);
  const holdingText = holdingPdf.pages.join(' ');
  expect(holdingPdf.pages[0]).toContain('Demat Holding Statement');
  expect(holdingPdf.pages[0]).toContain('Asha Verma');
  expect(holdingPdf.pages[0]).toContain('DP ID IN300214 Client ID ****5678');
  expect(holdingText).toContain('Demo prices');
  for (const row of await rows.all()) {
    const company = (await row.locator('th').innerText()).split('\n')[0]!;
    expect(holdingText).toContain(company);
  }
  expect(holdingText).toContain('Rs. 1,69,476.00');
  await shot(page, testInfo, 'demat-holding-report');

  // Shared through a trusted link, it opens in a browser with no login at all.
  await page.getByRole('button', { name: 'Create link' }).click();
  const shared = page.getByLabel(/^Trusted link, valid until/);
  await expect(shared).toHaveValue(/\/cdesk\/report-trusted-CM\?id=/);
  const url = await shared.inputValue();
  await shot(page, testInfo, 'demat-holding-report-shared');

  const stranger = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Demat Holding Statement' })).toBeVisible();
  await expect(visitor.getByText('Shared through a trusted link')).toBeVisible();
  await expect(visitor.getByText(/Asha Verma · AC5000001/)).toBeVisible();
  await expect(visitor.locator('tbody tr')).toHaveCount(8);
  const sharedPdf = await downloadPdf(visitor, testInfo);
  expect(sharedPdf.pages[0]).toContain('Shared by the investor through a trusted link');
  expect(sharedPdf.pages.join(' ')).toContain('Rs. 1,69,476.00');
  await shot(visitor, testInfo, 'trusted-report-cm');

  // An altered id says so plainly.
  const id = new URL(url).searchParams.get('id')!;
  const altered = id.slice(0, 10) + (id[10] === 'A' ? 'B' : 'A') + id.slice(11);
  await visitor.goto(`report-trusted-CM?id=${encodeURIComponent(altered)}`);
  await expect(visitor.getByRole('alert')).toContainText('This report link is not valid.');
  await expect(visitor.getByText('Shared through a trusted link')).toBeHidden();
  await shot(visitor, testInfo, 'trusted-report-invalid');

  // The demat transaction report: a range of at most 6 months, checked before it is asked for.
  await page.goto('report/dp-cm-reports');
  await page.getByRole('link', { name: /^Demat Transaction Report/ }).click();
  await expect(page.getByRole('heading', { name: 'Demat Transaction Report' })).toBeVisible();
  await page.getByLabel('From date').fill(shown(monthsFrom(today, -7)));
  await page.getByLabel('To date').fill(shown(today));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The date range cannot be more than 6 months.')).toBeVisible();
  const from = monthsFrom(today, -5);
  await page.getByLabel('From date').fill(shown(from));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The date range cannot be more than 6 months.')).toBeHidden();
  await expect(
    page.getByRole('heading', { name: `${shown(from)} to ${shown(today)}` }),
  ).toBeVisible();
  const moves = page.locator('tbody tr');
  const count = await moves.count();
  expect(count).toBeGreaterThan(0);
  await page.getByLabel('Sort by').selectOption('oldest');
  const dates = await moves.locator('td:first-child').allInnerTexts();
  const iso = dates.map((d) => d.split('-').reverse().join('-'));
  expect(iso).toEqual([...iso].sort());
  const movesPdf = await downloadPdf(page, testInfo);
  expect(movesPdf.name).toBe(`demat-transaction-report-AC5000001-${from}-to-${today}.pdf`);
  expect(movesPdf.pages[0]).toContain('Demat Transaction Report');
  const movesText = movesPdf.pages.join(' ');
  expect(movesText).toContain(`Transactions from ${shown(from)} to ${shown(today)}`);
  expect(movesText).toContain(`Transactions ${count}`);
  await shot(page, testInfo, 'demat-transaction-report');

  // The mutual fund holding statement is shared from the reports home, at report-trusted.
  await page.goto('report');
  await page.getByRole('button', { name: 'Create link' }).click();
  const mfShared = page.getByLabel(/^Trusted link, valid until/);
  await expect(mfShared).toHaveValue(/\/cdesk\/report-trusted\?id=/);
  await visitor.goto(await mfShared.inputValue());
  await expect(
    visitor.getByRole('heading', { name: 'Mutual Fund Holding Statement' }),
  ).toBeVisible();
  await expect(visitor.getByText(/Asha Verma · AC5000001/)).toBeVisible();
  const mfPdf = await downloadPdf(visitor, testInfo);
  expect(mfPdf.pages[0]).toContain('Mutual Fund Holding Statement');
  await shot(visitor, testInfo, 'trusted-report-mf');
  await stranger.close();
});
