import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { pdfPages } from './pdf';
import { home, logIn, shot } from './support';

/** '+₹1,234.50', '-₹12.00' or '₹0.00' on screen -> integer paise. */
function paiseOf(text: string): bigint {
  const match = /([+-−]?)₹([\d,]+)\.(\d{2})/.exec(text);
  expect(match, `an amount in "${text}"`).toBeTruthy();
  const value = BigInt(match![2]!.replace(/,/g, '') + match![3]!);
  return match![1] === '-' || match![1] === '−' ? -value : value;
}

/** '1234.50' (a CSV amount) -> integer paise. */
const csvPaise = (text: string) => {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  return BigInt(text.replace('.', ''));
};

function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const fields = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) =>
        m[1]!.replace(/""/g, '"'),
      );
      expect(fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')).toBe(line);
      return fields;
    });
}

async function fetched(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/**
 * The sell order behind a sale of the statement: the seed names its trxnId after its reference,
 * an order placed on the desk has its trxnId as its reference. Null for one found neither way.
 */
async function sellOrder(page: Page, orderRef: string) {
  const token = await page.evaluate(() => localStorage.getItem('x-token'));
  const tid = orderRef.startsWith('DEMO-')
    ? `D${orderRef.replace(/\D/g, '').slice(-14)}`
    : orderRef;
  const response = await page.request.post('gw/ewamftrxnsws/api/redemption/getSellOrderStatus', {
    data: { tid },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status() !== 200) return null;
  return (await response.json()).data.order as Record<string, string>;
}

test('5000001 downloads the capital-gains statement of the current financial year and a folio statement', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await logIn(page, '5000001');
  await expect(page).toHaveURL(home);

  await page.goto('report/mutual-funds/capital-gain/summary');
  await expect(page.getByRole('heading', { name: 'Capital gains statement' })).toBeVisible();
  await expect(page.getByLabel('Financial year')).toHaveValue('2026-27');
  const table = page.getByRole('table', { name: /Capital gains by scheme/ });
  await expect(table.getByText('Parag Parikh Flexi Cap Fund', { exact: false })).toBeVisible();
  const screen = {
    short: paiseOf(await page.getByTestId('total-short').innerText()),
    long: paiseOf(await page.getByTestId('total-long').innerText()),
    load: paiseOf(await page.getByTestId('total-exit-load').innerText()),
  };
  expect(screen.short).not.toBe(0n);
  expect(screen.long).toBeGreaterThan(0n);
  expect(screen.load).toBeGreaterThan(0n);
  await shot(page, testInfo, 'capital-gain-summary');

  // The columns sort: by long-term gain, high to low.
  await table.getByRole('button', { name: 'Long term' }).click();
  await table.getByRole('button', { name: 'Long term' }).click();
  await expect(table.getByRole('columnheader', { name: 'Long term' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const pdf = await fetched(page, 'Download PDF');
  expect(pdf.name).toMatch(/^capital-gains-.+-2026-27\.pdf$/);
  const pages = await pdfPages(pdf.bytes);
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((text, i) => {
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(text).toContain('Client Desk');
  });
  expect(pages[0]).toContain('Capital Gains Statement');
  expect(pages[0]).toContain('Asha Verma');
  expect(pages[0]).toContain('Financial year 2026-27');
  expect(pages[0]).toMatch(/\*{6}[A-Z0-9]{4}/);
  expect(pages.join(' ')).toContain('Parag Parikh Flexi Cap Fund');

  const csv = await fetched(page, 'Download CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const [header, ...rows] = parseCsv(csv.bytes.toString('utf8'));
  const col = (name: string) => header!.indexOf(name);
  // The lots, their total, then the gains by period of the year.
  const totalAt = rows.findIndex((row) => row[0] === 'Total');
  const total = rows[totalAt]!;
  const lots = rows.slice(0, totalAt);
  expect(total[0]).toBe('Total');
  expect(rows.slice(totalAt + 1).map((row) => row[0])).toEqual([
    'Period',
    'Up to 15-06',
    '16-06 to 15-09',
    '16-09 to 15-12',
    '16-12 to 15-03',
    '16-03 to 31-03',
  ]);
  expect(lots.length).toBeGreaterThan(2);
  for (const lot of lots) {
    expect(lot).toHaveLength(header!.length);
    expect(lot[col('Sale Date')]).toMatch(/^\d{2}-\d{2}-2026$/);
  }
  const csvTotals = {
    short: csvPaise(total[col('Short Term Gain (Rs)')]!),
    long: csvPaise(total[col('Long Term Gain (Rs)')]!),
    load: csvPaise(total[col('Exit Load (Rs)')]!),
  };
  expect(csvTotals).toEqual(screen);

  // The sell orders recorded the same gains and exit loads, sale by sale (every demo sale, and
  // any sale placed on the desk before this test).
  const refs = [...new Set(lots.map((lot) => lot[col('Order Ref')]!))];
  const recorded = { short: 0n, long: 0n, load: 0n };
  const listed = { short: 0n, long: 0n, load: 0n };
  let found = 0;
  for (const ref of refs) {
    const order = await sellOrder(page, ref);
    if (!order) continue;
    found += 1;
    recorded.short += csvPaise(order.shortTermGain!);
    recorded.long += csvPaise(order.longTermGain!);
    recorded.load += csvPaise(order.exitLoad!);
    for (const lot of lots.filter((l) => l[col('Order Ref')] === ref)) {
      listed.short += csvPaise(lot[col('Short Term Gain (Rs)')]!);
      listed.long += csvPaise(lot[col('Long Term Gain (Rs)')]!);
      listed.load += csvPaise(lot[col('Exit Load (Rs)')]!);
    }
  }
  expect(found).toBeGreaterThanOrEqual(refs.filter((ref) => ref.startsWith('DEMO-')).length);
  expect(found).toBeGreaterThanOrEqual(3);
  expect(recorded).toEqual(listed);
  if (found === refs.length) expect(recorded).toEqual(screen);

  // Schedule 112A: the return's columns, the year's long-term sales of equity-oriented units
  // (the 2017 ELSS lot acquired on or before 31-01-2018, grandfathered), and each row's balance
  // is its consideration less its deductions.
  const schedule = await fetched(page, 'Schedule 112A (CSV)');
  expect(schedule.name).toMatch(/\.csv$/);
  const [head112a, ...rows112a] = parseCsv(schedule.bytes.toString('utf8'));
  expect(head112a![0]).toBe('Sl. No.');
  expect(head112a).toContain('Fair Market Value per share/unit as on 31st January, 2018');
  const of112a = (row: string[], name: string) =>
    csvPaise(row[head112a!.findIndex((h) => h.startsWith(name))]!);
  const sales112a = rows112a.filter((row) => /^\d+$/.test(row[0] ?? ''));
  expect(sales112a.some((row) => row[1] === 'On or before 31st January, 2018')).toBe(true);
  for (const row of sales112a)
    expect(of112a(row, 'Balance')).toBe(
      of112a(row, 'Full Value of Consideration') - of112a(row, 'Total deductions'),
    );

  // Lot by lot, and at 375 px a list rather than a wide table.
  await page.getByRole('link', { name: 'Lot by lot' }).click();
  await expect(page).toHaveURL(/capital-gain\/detail$/);
  await expect(page.getByRole('table', { name: /lot by lot/ }).locator('tbody tr')).toHaveCount(
    lots.length,
  );
  await shot(page, testInfo, 'capital-gain-detail');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('list', { name: 'Lots sold' })).toBeVisible();
  await expect(page.getByRole('table', { name: /lot by lot/ })).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The redemptions appear in the portfolio's transactions with what was paid out.
  await page.goto('portfolio?tab=transactions');
  await expect(page.getByText('Redemption ·').first()).toBeVisible({ timeout: 20_000 });

  // A folio's transaction statement, downloaded too.
  await page.goto('report/mutual-funds/transaction-statement');
  await expect(page.getByRole('heading', { name: 'Transaction statement' })).toBeVisible();
  const folio = lots.find((lot) => lot[col('Scheme Code')] === '122639')![col('Folio No')]!;
  await page.getByLabel('Folio').selectOption(folio);
  await expect(page.getByRole('heading', { name: new RegExp(`Folio ${folio}`) })).toBeVisible();
  await page.getByLabel('From date').fill('01-04-2026');
  await page.getByRole('button', { name: 'Show' }).click();
  const section = page.getByRole('region', { name: /Parag Parikh Flexi Cap Fund/ });
  await expect(section.getByRole('table').getByText('Redemption')).toBeVisible();
  await shot(page, testInfo, 'transaction-statement');
  const statementPdf = await fetched(page, 'Download PDF');
  const statementPages = await pdfPages(statementPdf.bytes);
  statementPages.forEach((text, i) => {
    expect(text).toContain(`Page ${i + 1} of ${statementPages.length}`);
  });
  expect(statementPages[0]).toContain(`Folio ${folio}`);
  expect(statementPages.join(' ')).toContain('Redemption');
  const statementCsv = await fetched(page, 'Download CSV');
  const [head, ...lines] = parseCsv(statementCsv.bytes.toString('utf8'));
  expect(head).toContain('Balance Units');
  expect(lines.some((line) => line.includes('Redemption'))).toBe(true);
  expect(lines.every((line) => /^\d{2}-\d{2}-\d{4}$/.test(line[3]!))).toBe(true);
});
