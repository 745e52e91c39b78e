import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { logIn } from './support';

/**
 * No dead ends: every menu item, every link of the dashboard and every route the specs list leads
 * to a working page. A page fails when it sends the investor home (or to login) instead, shows the
 * not-found page or the error boundary, throws, or carries placeholder wording. Each page is
 * screenshotted; the failures are collected with their reasons and printed, so one does not hide
 * the rest.
 */

const deskBase = '/cdesk';
const placeholder =
  /being set up|coming soon|under construction|placeholder|lorem ipsum|not yet implemented|\btodo\b/i;

interface Visit {
  /** The path below the desk, with its query: '/transact?x=1'. */
  path: string;
  /** The page may send the visitor on (a forced screen when its step is not pending, login). */
  mayRedirect?: boolean;
  /** The not-found page is the page asked for (/404). */
  notFoundExpected?: boolean;
  /** Opened as a link from outside the desk (a deep link, a callback): a fresh page load. */
  fresh?: boolean;
}

interface Failure {
  url: string;
  reason: string;
}

interface MenuItem {
  name: string;
  url: string;
  level: number;
  active: boolean;
  access: string;
}

/** Logs in and waits for the dashboard; returns the session's bearer token from its own calls. */
async function logInAndCaptureToken(
  page: Page,
  loginId: string,
  loginWith: 'NJACNO' | 'LOGINID' = 'NJACNO',
): Promise<string> {
  let token = '';
  const onRequest = (request: { url(): string; headers(): Record<string, string> }) => {
    const auth = request.headers()['authorization'];
    if (request.url().includes('/cdesk/gw/') && auth?.startsWith('Bearer ')) token = auth;
  };
  page.on('request', onRequest);
  await logIn(page, loginId, { loginWith });
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect.poll(() => token).not.toBe('');
  page.off('request', onRequest);
  return token;
}

/** The menu tree as the header loads it (getPrimaryMenu, the JSON twin of primaryMenu.xml). */
async function menuItems(page: Page, token: string, loginid: string, njacNo: string) {
  const response = await page.request.post(
    'gw/ewaportfoliows/api/rest/primarymenu/getPrimaryMenu',
    {
      headers: { Authorization: token },
      data: { loginid, njac_no: njacNo },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: Record<string, unknown>[] };
  const items: MenuItem[] = [];
  const walk = (nodes: Record<string, unknown>[], level: number, visible: boolean) => {
    for (const node of nodes) {
      const item: MenuItem = {
        name: String(node[`MENU_NAME${level}`] ?? ''),
        url: String(node[`URL${level}`] ?? ''),
        level,
        active: node[`IS_ACTIVE${level}`] === '1',
        access: String(node[`ACCESS${level}`] ?? ''),
      };
      // Spec 1 section 6: shown when active and the access string holds 'Z'; a hidden item hides
      // its children.
      const shown = visible && item.active && item.access.includes('Z');
      if (shown) items.push(item);
      const children = node[`MODULE${level + 1}`];
      if (Array.isArray(children)) walk(children as Record<string, unknown>[], level + 1, shown);
    }
  };
  walk(data, 1, true);
  return items;
}

function fileName(path: string) {
  return (
    path
      .replace(/^\//, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .slice(0, 100) || 'home'
  );
}

/**
 * Opens each page in turn in the one page of the test and collects what is wrong with it. The page
 * is taken as settled when its main heading shows, or the network has gone quiet.
 */
/**
 * The pages each login has seen in this worker's run, followed as links (not opened afresh): a
 * later test of the same login does not look at them again. Run alone, a test sees them all.
 */
const seenBy = new Map<string, Set<string>>();

class Walker {
  readonly failures: Failure[] = [];
  /** The login the pages are seen as; '' logged out. */
  account = '';
  skipped = 0;
  private errors: string[] = [];
  visited = 0;
  /** The last page broke the app (or left it): the next one loads afresh. */
  private broken = false;

  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly label: string,
  ) {
    page.on('request', () => {
      this.inFlight += 1;
      this.lastActivity = Date.now();
    });
    const done = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('pageerror', (error) => this.errors.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /uncaught|error boundary/i.test(message.text())) {
        this.errors.push(`console: ${message.text().slice(0, 200)}`);
      }
    });
  }

  /** Resolves once no request has been on its way for `quietMs`, or after `capMs`. */
  private async networkQuiet(quietMs: number, capMs: number) {
    const start = Date.now();
    this.lastActivity = Math.max(this.lastActivity, start);
    while (Date.now() - start < capMs) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private fail(url: string, reason: string) {
    this.failures.push({ url, reason });
    expect.soft(reason, `${this.label} ${url}`).toBe('');
  }

  async visit({ path, mayRedirect = false, notFoundExpected = false, fresh = false }: Visit) {
    const page = this.page;
    const seen = seenBy.get(this.account) ?? new Set<string>();
    seenBy.set(this.account, seen);
    if (!fresh && seen.has(path)) {
      this.skipped += 1;
      return;
    }
    if (!fresh) seen.add(path);
    this.errors = [];
    this.visited += 1;
    const asked = new URL(`${deskBase}${path}`, 'http://desk').pathname.replace(/\/$/, '');
    if (fresh || this.broken || !page.url().includes(deskBase)) {
      try {
        await page.goto(path.replace(/^\//, ''));
      } catch (error) {
        this.fail(path, `did not load: ${String(error).split('\n')[0]}`);
        this.broken = true;
        return;
      }
      await Promise.race([
        page.locator('h1').first().waitFor({ state: 'visible', timeout: 6_000 }),
        page.waitForLoadState('networkidle', { timeout: 6_000 }),
      ]).catch(() => undefined);
    } else {
      // As a link of the desk does: the router takes the new address, no reload. The page has
      // come when a heading shows that was not there, or not so worded, before.
      await page.evaluate((url) => {
        for (const heading of Array.from(document.querySelectorAll('h1'))) {
          heading.setAttribute('data-walk-seen', heading.textContent ?? '');
        }
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, `${deskBase}${path}`);
      // A page of the same words (a landing of another link) has come when the network is quiet.
      await Promise.race([
        page
          .waitForFunction(
            () =>
              Array.from(document.querySelectorAll('h1')).some(
                (heading) =>
                  heading.checkVisibility() &&
                  heading.getAttribute('data-walk-seen') !== heading.textContent,
              ),
            undefined,
            { timeout: 4_000 },
          )
          .catch(() => undefined),
        this.networkQuiet(300, 4_000),
      ]);
    }
    this.broken = false;
    // What loads after the heading (skeletons) settles before the look.
    await expect(page.locator('[aria-busy="true"]'))
      .toHaveCount(0, { timeout: 3_000 })
      .catch(() => undefined);

    const reached = new URL(page.url());
    const where = reached.pathname.replace(/\/$/, '');
    const deskHost = new URL(this.testInfo.project.use.baseURL ?? 'http://127.0.0.1/').host;
    if (reached.host !== deskHost || !reached.pathname.startsWith(deskBase)) {
      this.fail(path, `left the desk for ${reached.href}`);
      this.broken = true;
    } else if (!mayRedirect && where === deskBase && asked !== deskBase) {
      this.fail(path, 'redirected home');
    } else if (!mayRedirect && where === `${deskBase}/login` && asked !== where) {
      this.fail(path, 'redirected to login');
    }
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    if (!notFoundExpected && (/Page not found/.test(text) || where === `${deskBase}/404`)) {
      this.fail(path, 'not-found page');
    }
    if (/This page could not open/.test(text)) this.fail(path, 'error boundary');
    if (/This page could not open/.test(text) || this.errors.length > 0) this.broken = true;
    const wording = placeholder.exec(text);
    if (wording) this.fail(path, `placeholder wording "${wording[0]}"`);
    for (const error of this.errors) this.fail(path, error);
    await page
      .screenshot({
        path: this.testInfo.outputPath(`${fileName(path)}.jpeg`),
        type: 'jpeg',
        quality: 70,
        scale: 'css',
        fullPage: true,
        animations: 'disabled',
      })
      .catch(() => undefined);
  }

  report() {
    const lines = this.failures.map((f) => `  ${f.url}: ${f.reason}`);
    console.log(
      `${this.label} (${this.testInfo.project.name}): ${this.visited} pages` +
        (this.skipped ? ` (and ${this.skipped} seen by an earlier test)` : '') +
        `, ${this.failures.length} failures` +
        (lines.length ? `\n${lines.join('\n')}` : ''),
    );
  }
}

/** The menu items with a page of their own: not the admin panel's container, not logout. */
const notAPage = new Set(['/admin-panel', '/logout']);

async function walkMenu(
  page: Page,
  testInfo: TestInfo,
  account: { loginId: string; njacNo: string; loginWith?: 'NJACNO' | 'LOGINID' },
) {
  const token = await logInAndCaptureToken(page, account.loginId, account.loginWith);
  const items = await menuItems(page, token, account.loginId, account.njacNo);
  const levels = new Set(items.map((item) => item.level));
  console.log(
    `menu of ${account.loginId}: ${items.length} items at levels ${[...levels].sort().join(', ')}`,
  );
  expect(items.length).toBeGreaterThan(10);
  expect([...levels].sort()).toEqual([1, 2, 3, 4]);
  const walker = new Walker(page, testInfo, `menu of ${account.loginId}`);
  walker.account = account.loginId;
  const urls = [...new Set(items.map((item) => item.url))];
  for (const url of urls) {
    expect.soft(url, 'every menu item has a URL').toMatch(/^\//);
    if (notAPage.has(url.toLowerCase())) continue;
    // The dashboard's own menu item is the dashboard (spec 1 section 2.4).
    await walker.visit({ path: url, mayRedirect: url === '/dashboard' });
  }
  walker.report();
}

test.describe('no dead ends', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every menu item of an E-Wealth account opens its page', async ({ page }, testInfo) => {
    await walkMenu(page, testInfo, { loginId: '5000001', njacNo: '5000001' });
  });

  test('every menu item of an E-Wealth MF account opens its page', async ({ page }, testInfo) => {
    await walkMenu(page, testInfo, {
      loginId: 'emf.client',
      njacNo: '5000011',
      loginWith: 'LOGINID',
    });
  });

  test('every dashboard tile and action opens its page; NPS has no action', async ({
    page,
  }, testInfo) => {
    const walker = new Walker(page, testInfo, 'dashboard');
    for (const account of [
      { loginId: '5000001', loginWith: 'NJACNO' as const },
      { loginId: 'emf.client', loginWith: 'LOGINID' as const },
    ]) {
      walker.account = account.loginId;
      await page.context().clearCookies();
      await page.goto('login');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await logIn(page, account.loginId, { loginWith: account.loginWith });
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
      const products = page.getByRole('region', { name: 'Products' });
      await expect(products.getByRole('listitem')).toHaveCount(7);
      const nps = products.getByRole('listitem').filter({ hasText: 'National Pension Scheme' });
      await expect(nps).toBeVisible();
      await expect(nps).toContainText(/Not available|No action is available online/);
      // Its actions are listed disabled, none a link (an E-Wealth MF account's tile is a button
      // saying why instead).
      await expect(nps.getByRole('group').getByRole('link')).toHaveCount(0);

      // Every link the dashboard's content offers: tiles, their actions, holdings, notices.
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const paths = [
        ...new Set(
          hrefs
            .filter((href) => href.startsWith(`${deskBase}/`))
            .map((href) => href.slice(deskBase.length)),
        ),
      ];
      console.log(`dashboard of ${account.loginId}: ${paths.length} links`);
      // At least the tiles of the products the account may use (Mutual Funds; NPS).
      expect(paths.length).toBeGreaterThanOrEqual(2);
      for (const path of paths) await walker.visit({ path });
    }
    walker.report();
  });

  test('every route the specs list opens a page of its own', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await logIn(page, '5000001');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    const walker = new Walker(page, testInfo, 'routes');
    walker.account = '5000001';
    for (const visit of deskRoutes) await walker.visit(visit);
    walker.report();
  });

  test('the public routes open logged out', async ({ page }, testInfo) => {
    const walker = new Walker(page, testInfo, 'public routes');
    for (const visit of publicRoutes) await walker.visit(visit);
    walker.report();
  });
});

/** Logged out, spec 1 sections 2.1, 2.3 and 5 (whitelisted links) and spec 3's public pages. */
const publicRoutes: Visit[] = [
  { path: '/login' },
  { path: '/login?nb=NB101' },
  { path: '/ewa/login?nb=NB101' },
  { path: '/mfcentral-auth' },
  { path: '/forgot-password' },
  { path: '/forgot-pin' },
  { path: '/forgot-loginid' },
  { path: '/ucc-block' },
  { path: '/about' },
  { path: '/register' },
  { path: '/register/1' },
  { path: '/account' },
  { path: '/account/1' },
  { path: '/account-success' },
  { path: '/bank-processing' },
  { path: '/terms' },
  { path: '/disclaimer' },
  { path: '/privacy-policy' },
  { path: '/risk-appetite' },
  { path: '/404', notFoundExpected: true },
  { path: '/no-results-found' },
  { path: '/transact/authorize/detail?d=walk&rf=al' },
  { path: '/mapping-unmapping' },
  { path: '/acc-map-unmap' },
  { path: '/report-trusted?id=1' },
  { path: '/report-trusted-CM?id=1' },
  // A bank-mandate link is kept through the login (spec 1 section 4.1, step 7).
  { path: '/banks-mandate-auth?d=walk', mayRedirect: true },
  { path: '/mandate-auth-details?d=walk' },
  { path: '/createlogin/generate-otp' },
  { path: '/createlogin/verify-otp' },
  { path: '/createlogin/search-login' },
  { path: '/dclogin/generate-otp' },
  { path: '/dclogin/verify-otp' },
  { path: '/dclogin/search-login' },
  { path: '/transact/errorPage' },
  { path: '/pdesk/login' },
  // Account opening (spec 2 section 2.1): entries open the registration login.
  ...[
    '/tradereg',
    '/tradereg/client',
    '/tradereg/client/registration',
    '/tradereg/cro',
    '/tradereg/cro/registration',
    '/tradereg/cro/registration/account_type',
    '/tradereg/partner',
    '/tradereg/partner/registration',
    '/tradereg/cropartner',
    '/tradereg/createlogin/generate-otp',
    '/tradereg/dclogin/generate-otp?refNo=PLNK112233',
    '/tradereg/dclogin/generate-otp?refNo=PLNK999999',
    '/tradereg/createaccount/centrepartner',
    '/tradereg/auth-error',
    '/tradereg/unauthorised-access',
    '/tradereg/process-complete',
    '/emftradereg',
    '/emftradereg/client/registration',
    '/emftradereg/auth-error',
    '/emftradereg/unauthorised-access',
  ].map((path) => ({ path })),
  // Any unknown path goes to login (spec 1 section 2.4).
  { path: '/no-such-page', mayRedirect: true },
];

/** Logged in (5000001), spec 1 sections 2.2 to 2.4 and spec 3 section 2. */
const deskRoutes: Visit[] = [
  // 2.2: forced screens open only while their step is pending; 5000001 has none.
  ...[
    '/panAadhaarSeeding',
    '/fatcadeclaration',
    '/deactivateducc',
    '/dpcharges',
    '/verifyemail',
    '/rekyc',
    '/ask-peronalised',
  ].map((path) => ({ path, mayRedirect: true })),
  { path: '/settings' },
  { path: '/setting' },
  { path: '/settings?tab=change-password' },
  // 2.3: deep links and returns from partners' sites, opened from outside the desk.
  { path: '/transact/authorize/detail?d=walk&rf=al', fresh: true },
  { path: '/mapping-unmapping?ac=5000001&af=x&rid=1&mid=1&did=1&by=P&ar=A', fresh: true },
  { path: '/acc-map-unmap', fresh: true },
  { path: '/transact/banner/banner?BI=1&t=B&rf=al', fresh: true },
  { path: '/transact/banner/prodlogin?BI=1&t=B', fresh: true },
  { path: '/transact/loan/processloan', fresh: true },
  { path: '/profile', fresh: true },
  { path: '/profile/banks-Mandate', fresh: true },
  { path: '/profile/nominee', fresh: true },
  { path: '/prodlogin?prodType=mutual-funds&subType=purchase&rf=al', fresh: true },
  { path: '/prodlogin?prodType=enps', fresh: true },
  { path: '/pdesk/login', fresh: true },
  { path: '/emandateReq', fresh: true },
  { path: '/banks-mandate-auth?d=walk', fresh: true },
  { path: '/epay-now-res', fresh: true },
  { path: '/mandate-auth-details?id=1', fresh: true },
  { path: '/mandate-response', fresh: true },
  { path: '/esign-response', fresh: true },
  { path: '/esign-bankmandate-response', fresh: true },
  { path: '/edis-response', fresh: true },
  { path: '/transact/instaPur-response', fresh: true },
  { path: '/njcloanlogin', fresh: true },
  { path: '/njfsplloanlogin', fresh: true },
  { path: '/transact/capital-market/rs-redirect', fresh: true },
  { path: '/evoting?requestReference=EV-1', fresh: true },
  { path: '/drfesigncapture', fresh: true },
  { path: '/ddpiesigncapture', fresh: true },
  { path: '/nomiesigncapture', fresh: true },
  { path: '/webview', fresh: true },
  // A logged-in investor has no login to do: the login pages may send them on.
  { path: '/ewa/login?nb=NB101', mayRedirect: true, fresh: true },
  // 2.4
  { path: '/' },
  { path: '/dashboard', mayRedirect: true },
  { path: '/portfolio' },
  { path: '/createneed' },
  { path: '/viewneed' },
  { path: '/goals' },
  { path: '/banner' },
  { path: '/help-me-invest' },
  { path: '/help-and-support' },
  { path: '/help-and-support/send-query' },
  { path: '/report' },
  { path: '/tradereg' },
  { path: '/notifications' },
  { path: '/changePwdPin/2fa' },
  { path: '/bse' },
  { path: '/nse' },
  { path: '/nsdl' },
  { path: '/cdsl' },
  { path: '/marsBanner' },
  { path: '/ewaToMarsRedirection' },
  { path: '/marsFamilyNeed' },
  { path: '/mfTranSlip' },
  { path: '/scheme-insight/122639' },
  { path: '/report-trusted?id=1' },
  { path: '/report-trusted-CM?id=1' },
  { path: '/nomineeTransact' },
  { path: '/contact' },
  { path: '/no-such-page', mayRedirect: true },
  // Spec 3 section 2.
  { path: '/transact' },
  { path: '/transact/nfo' },
  { path: '/transact/nfo/sip' },
  { path: '/transact/nfo/purchase' },
  { path: '/transact/nfo/search' },
  { path: '/transact/nfo/switch' },
  { path: '/transact/nfo/dp-cm-reports' },
  { path: '/transact/insta-cash' },
  { path: '/transact/mutual-funds' },
  { path: '/transact/mutual-funds/mysystematicplan' },
  { path: '/transact/mutual-funds/mysystematicplan/stpstop' },
  { path: '/transact/mutual-funds/mysystematicplan/swpstop' },
  { path: '/transact/mutual-funds/mysystematicplan/sipstop' },
  { path: '/transact/mutual-funds/mysystematicplan/changebank' },
  { path: '/transact/mutual-funds/portfolio' },
  { path: '/transact/mutual-funds/allFunds' },
  { path: '/transact/mutual-funds/allFunds/purchase' },
  { path: '/transact/mutual-funds/allFunds/sip' },
  { path: '/transact/mutual-funds/allFunds/swp' },
  { path: '/transact/mutual-funds/allFunds/redeem' },
  { path: '/transact/mutual-funds/allFunds/switch' },
  { path: '/transact/mutual-funds/allFunds/stp' },
  { path: '/transact/mutual-funds/purchase-buy-sip' },
  { path: '/transact/mutual-funds/redeem-sell-swp' },
  { path: '/transact/mutual-funds/switch-stp' },
  { path: '/transact/mutual-funds/new-fund-offer-nfo-purchase' },
  { path: '/transact/mutual-funds/new-fund-offer-nfo-switch' },
  { path: '/transact/mutual-funds/insta-cash' },
  { path: '/transact/loan' },
  { path: '/transact/loan/njfspl/loans' },
  { path: '/transact/authorize/purchase?d=walk' },
  { path: '/transact/authorize/purchase/trxnstatus' },
  { path: '/transact/authorize/purchase/achknowledge?tid=1' },
  { path: '/transact/authorize/sip/achknowledge?tid=1&npiptid=1' },
  { path: '/transact/authorize/purchase/upi' },
  { path: '/transact/authorize/2fa/stopstp/OTPValidate' },
  { path: '/transact/authorize/2fa/stopswp/OTPValidate' },
  { path: '/transact/authorize/2fa/stopsip/OTPValidate' },
  { path: '/transact/authorize/2fa/revokeStopSip/OTPValidate' },
  { path: '/transact/authorize/sbs/achknowledge' },
  { path: '/transact/authorize/tsr/achknowledge' },
  { path: '/transact/errorPage' },
  { path: '/report/dp-cm-reports' },
  { path: '/report/dp-cm-reports/demat-holding-report' },
  { path: '/report/dp-cm-reports/demat-transaction-report' },
  { path: '/tradereg/unauthorised-access' },
  { path: '/emftradereg/unauthorised-access' },
];
