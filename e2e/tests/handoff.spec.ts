import { expect, test } from '@playwright/test';
import { logIn, shot, shotBothWidths } from './support';

const hostPath = /\/cdesk\/sandbox\/trading-host$/;

test('5000001 is handed over to the online-trading host from the Stocks & ETFs tile, once', async ({
  page,
}, testInfo) => {
  await logIn(page, '5000001');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: 'Stocks & ETFs' })).toBeVisible();
  await shotBothWidths(page, testInfo, 'dashboard-tiles');

  const posted = page.waitForRequest((request) => hostPath.test(new URL(request.url()).pathname));
  await products.getByRole('link', { name: 'Stocks & ETFs' }).click();
  const fields = new URLSearchParams((await posted).postData() ?? '');
  await expect(page).toHaveURL(hostPath);
  await expect(page.getByRole('heading', { name: 'Welcome to online trading' })).toBeVisible();
  const received = page.locator('dl');
  await expect(received).toContainText('Asha Verma');
  await expect(received).toContainText('5000001');
  await expect(received).toContainText('Stocks & ETFs');
  await expect(received).toContainText('Purchase');
  await shot(page, testInfo, 'trading-host-received');

  // The same token posted again, as a reload of the host's page would: refused.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('This link was already used');
  await page.evaluate(
    ([action, data, sig]) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of [
        ['data', data],
        ['sig', sig],
      ] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    ['/cdesk/sandbox/trading-host', fields.get('data') ?? '', fields.get('sig') ?? ''] as const,
  );
  await expect(page.getByRole('alert')).toHaveText('This link was already used');
  await shot(page, testInfo, 'trading-host-refused');
});

test('/bse hands 5000001 over with the BSE option', async ({ page }, testInfo) => {
  await logIn(page, '5000001');
  await expect(page.getByRole('region', { name: 'Products' })).toBeVisible();
  await page.goto('bse');
  await expect(page).toHaveURL(hostPath);
  const received = page.locator('dl');
  await expect(received).toContainText('Asha Verma');
  await expect(received).toContainText('BSE');
  await shot(page, testInfo, 'trading-host-bse');

  // The pension scheme has no action online: the hand-over page says so and hands nothing over.
  await page.goto('transact/capital-market/rs-redirect?prodType=enps&subType=purchase');
  await expect(page.getByRole('alert')).toHaveText(
    'National Pension Scheme: no action is enabled online. Please contact your Wealth Partner for it.',
  );
  await shotBothWidths(page, testInfo, 'handoff-refused');
});
