import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { logIn } from './support';

/**
 * Every desk path the investor asked for: links clicked and paths the app pushed to history. Menu
 * items whose pages are not built yet redirect home at once, so the request is what is checked.
 */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { visitedPaths: log });
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        if (link) log.push(link.pathname);
      },
      true,
    );
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        log.push(location.pathname);
      };
    }
  });
}

const visited = (page: Page) =>
  page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);

async function expectVisited(page: Page, href: string) {
  const path = decodeURI(new URL(href, 'http://x').pathname);
  await expect.poll(() => visited(page)).toContain(path);
}

/** The hand-over to the online-trading host: the desk posts the investor on to the host's page. */
const handoff = '/transact/capital-market/rs-redirect';

/**
 * Follows a menu link: a desk page is asked for; a product of the online-trading host leaves the
 * desk for the host's page, and the walk comes back to the dashboard.
 */
async function follow(page: Page, href: string, click: () => Promise<void>) {
  await click();
  if (!href.includes(handoff)) return expectVisited(page, href);
  await expect(page).toHaveURL(/\/cdesk\/sandbox\/trading-host/);
  await page.goto('');
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeVisible();
}

async function openDesk(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 767 ? 812 : 900 });
  await recordPaths(page);
  await logIn(page, '5000001');
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeVisible();
  // The account code is chosen two seconds after the header mounts.
  await expect(page.getByLabel('Showing for')).toBeVisible();
}

async function shotAt(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${width}.png`),
    animations: 'disabled',
  });
}

async function expectNoSeriousAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${state}`).toEqual([]);
}

/** The names along the way to every item of the desktop menu, found by opening it. */
async function desktopMenuPaths(page: Page, nav: Locator): Promise<string[][]> {
  const paths: string[][] = [];
  const tops = await nav.getByRole('listitem').allTextContents();
  for (const top of tops) {
    const button = nav.getByRole('button', { name: top, exact: true });
    if ((await button.count()) === 0) {
      paths.push([top]);
      continue;
    }
    const walk = async (trail: string[]) => {
      await openMenuTrail(page, nav, trail);
      const menu = page.getByRole('menu').last();
      const rows = await menu.getByRole('menuitem').all();
      const entries: { name: string; nested: boolean }[] = [];
      for (const row of rows) {
        entries.push({
          name: (await row.textContent()) ?? '',
          nested: (await row.getAttribute('aria-haspopup')) === 'menu',
        });
      }
      await page.keyboard.press('Escape');
      for (const entry of entries) {
        if (entry.nested) await walk([...trail, entry.name]);
        else paths.push([...trail, entry.name]);
      }
    };
    await walk([top]);
  }
  await page.keyboard.press('Escape');
  return paths;
}

/** Opens the top-level dropdown and the nested levels named by `trail`. */
async function openMenuTrail(page: Page, nav: Locator, trail: string[]) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const [top, ...nested] = trail;
  await nav.getByRole('button', { name: top, exact: true }).click();
  for (const [index, name] of nested.entries()) {
    await page.getByRole('menu').nth(index).getByRole('menuitem', { name, exact: true }).click();
    await expect(page.getByRole('menu')).toHaveCount(index + 2);
  }
}

test.describe('the desk frame', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The desktop project covers 1440 and 768 px');
    // Every menu item is followed once, from a freshly opened menu.
    test.setTimeout(240_000);
  });

  test('at 1440 px: menu bar to every item, keyboard, avatar menu, partner, search', async ({
    page,
  }, testInfo) => {
    await openDesk(page, 1440);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expect(page.getByAltText('Partner company logo')).toHaveCSS('height', '50px');
    await shotAt(page, testInfo, 'frame-home');

    // Keyboard: Tab reaches the menu, Enter opens, arrows move, Esc closes and returns focus.
    const transact = nav.getByRole('button', { name: 'Transact', exact: true });
    await page.getByRole('combobox', { name: 'Search the desk' }).focus();
    for (
      let tab = 0;
      tab < 20 && !(await transact.evaluate((el) => el === document.activeElement));
      tab++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(transact).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'All of Transact' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Mutual Funds', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('menu')).toHaveCount(2);
    await shotAt(page, testInfo, 'frame-menu-open');
    await expectNoSeriousAxeViolations(page, 'menu open');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(transact).toBeFocused();

    const paths = await desktopMenuPaths(page, nav);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.flat()).not.toContain('Dashboard');
    expect(paths.flat()).not.toContain('Admin Panel');
    for (const trail of paths) {
      const name = trail.at(-1)!;
      if (trail.length === 1) {
        const link = nav.getByRole('link', { name, exact: true });
        const href = (await link.getAttribute('href'))!;
        await follow(page, href, () => link.click());
        continue;
      }
      await openMenuTrail(page, nav, trail.slice(0, -1));
      const item = page.getByRole('menu').last().getByRole('menuitem', { name, exact: true });
      const href = (await item.getAttribute('href'))!;
      await follow(page, href, () => item.click());
    }

    await page.getByRole('button', { name: 'Account menu for Asha Verma' }).click();
    const avatarMenu = page.getByRole('menu');
    await expect(avatarMenu.getByRole('menuitem')).toHaveText([
      'My profile',
      'setting',
      'help & support',
      'My Wealth Partner',
      /^Notifications/,
      'logout',
    ]);
    await shotAt(page, testInfo, 'frame-avatar-menu');
    await avatarMenu.getByRole('menuitem', { name: 'setting' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Settings'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'My Wealth Partner' }).click();
    const popup = page.getByRole('dialog', { name: 'Your wealth partner' });
    await expect(popup.getByRole('heading', { name: 'Sanjay Kulkarni' })).toBeVisible();
    await expect(popup.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    await shotAt(page, testInfo, 'frame-partner');
    await expectNoSeriousAxeViolations(page, 'partner popup open');
    await popup.getByRole('button', { name: 'view complete profile' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'My Wealth Partner' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Contact A Partner'),
    ).toBeVisible();
    await expect(page.getByText('Maharashtra')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('contact-1440.png'), fullPage: true });

    const search = page.getByRole('combobox', { name: 'Search the desk' });
    await search.fill('sip');
    await expect(page.getByRole('option', { name: 'Purchase/Buy/SIP' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read more' })).toBeVisible();
    await shotAt(page, testInfo, 'frame-search');
    await expectNoSeriousAxeViolations(page, 'search open');
    await page.keyboard.press('Enter');
    await expectVisited(page, '/cdesk/transact/mutual-funds/purchase-buy-sip');
  });

  test('at 768 px: drawer to every item, search box, partner popup', async ({ page }, testInfo) => {
    await openDesk(page, 768);
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search the desk' })).toBeVisible();
    await expect(page.getByAltText('Partner company logo')).toBeHidden();
    await shotAt(page, testInfo, 'frame-home');
    await walkDrawer(page, testInfo);

    await page.getByRole('button', { name: 'My Wealth Partner' }).click();
    const popup = page.getByRole('dialog', { name: 'Your wealth partner' });
    await expect(popup.getByRole('heading', { name: 'Sanjay Kulkarni' })).toBeVisible();
    await shotAt(page, testInfo, 'frame-partner');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The popup hands focus back to its button as it closes; the search box takes it after that.
    await expect(page.getByRole('button', { name: 'My Wealth Partner' })).toBeFocused();

    // 'portfolio' finds the page, and funds whose names mention their segregated portfolios.
    await page.getByRole('combobox', { name: 'Search the desk' }).fill('portfolio');
    await expect(page.getByRole('option', { name: 'Portfolio', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Funds' }).getByRole('option')).not.toHaveCount(0);
    await shotAt(page, testInfo, 'frame-search');
  });
});

/** Opens the drawer and expands the levels whose toggles are named. */
async function openDrawer(page: Page, toggles: string[]) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const toggle of toggles) await drawer.getByRole('button', { name: toggle }).click();
  return drawer;
}

/** Opens the drawer, expands every level, then follows every link once from a fresh drawer. */
async function walkDrawer(page: Page, testInfo: TestInfo) {
  const drawer = await openDrawer(page, []);
  const closed = drawer.locator('button[aria-expanded="false"]:visible');
  for (let opened = 0; opened < 30 && (await closed.count()) > 0; opened++) {
    await closed.first().click();
  }
  await shotAt(page, testInfo, 'frame-drawer');
  await expectNoSeriousAxeViolations(page, 'drawer open');
  await expect(drawer.getByRole('button', { name: 'logout' })).toBeVisible();
  // Each link with the toggles of the levels above it, outermost first.
  const links = await drawer.getByRole('link').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const toggles: string[] = [];
      let item = anchor.closest('li')?.parentElement?.closest('li');
      while (item) {
        const toggle = item.querySelector(':scope > div > button[aria-expanded]');
        if (toggle) toggles.unshift(toggle.getAttribute('aria-label') ?? '');
        item = item.parentElement?.closest('li');
      }
      return { href: anchor.getAttribute('href') ?? '', toggles };
    }),
  );
  expect(links.length).toBeGreaterThan(25);
  await page.keyboard.press('Escape');
  for (const { href, toggles } of links) {
    const fresh = await openDrawer(page, toggles);
    await follow(page, href, async () => {
      await fresh.locator(`a[href="${href}"]`).first().click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    });
  }
}

test.describe('the desk frame on a phone', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'The phone project covers 375 px');
    test.setTimeout(240_000);
  });

  test('at 375 px: drawer to every item, search behind its icon, partner popup', async ({
    page,
  }, testInfo) => {
    await openDesk(page, 375);
    await expect(page.getByRole('combobox', { name: 'Search the desk' })).toBeHidden();
    await shotAt(page, testInfo, 'frame-home');
    await walkDrawer(page, testInfo);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    await sheet.getByRole('combobox', { name: 'Search the desk' }).fill('sip');
    await expect(sheet.getByRole('option', { name: 'Purchase/Buy/SIP' })).toBeVisible();
    await shotAt(page, testInfo, 'frame-search');
    await expectNoSeriousAxeViolations(page, 'phone search open');
    await sheet.getByRole('option', { name: 'Purchase/Buy/SIP' }).click();
    await expect(sheet).toHaveCount(0);
    await expectVisited(page, '/cdesk/transact/mutual-funds/purchase-buy-sip');

    await page.getByRole('button', { name: 'My Wealth Partner' }).click();
    const popup = page.getByRole('dialog', { name: 'Your wealth partner' });
    await expect(popup.getByRole('heading', { name: 'Sanjay Kulkarni' })).toBeVisible();
    await shotAt(page, testInfo, 'frame-partner');
    await expectNoSeriousAxeViolations(page, 'phone partner popup open');
    await popup.getByRole('button', { name: 'view complete profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Wealth Partner' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('contact-375.png'), fullPage: true });

    await page.getByRole('button', { name: 'Account menu for Asha Verma' }).click();
    await expect(page.getByRole('menuitem', { name: 'logout' })).toBeVisible();
    await shotAt(page, testInfo, 'frame-avatar-menu');
  });
});
