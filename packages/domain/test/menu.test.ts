import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breadcrumb,
  breadcrumbMode,
  showsBreadcrumb,
  entryChannels,
  isMenuItemVisible,
  menuNodes,
  normalisePath,
  primaryMenu,
  profileMenu,
  visibleMenu,
  ZPrimaryMenu,
  type MenuNode,
} from '../src/index.js';
import { fixtureRows, fixtureTree } from './menu-fixture.js';

const names = (nodes: MenuNode[]) => nodes.map((n) => n.name);
const crumbs = (path: string) => breadcrumb(fixtureTree, path).map((c) => c.name);

describe('the menu tree from stored rows', () => {
  it('nests rows into the numbered levels of spec 1 section 3', () => {
    expect(ZPrimaryMenu.safeParse(fixtureTree).success).toBe(true);
    const transact = fixtureTree.find((m) => m.MENU_NAME1 === 'Transact')!;
    expect(transact).toMatchObject({ MENU_ID1: '300', URL1: '/transact', IS_IN_PRIMARY1: '1' });
    const funds = transact.MODULE2[0]!;
    expect(funds).toMatchObject({ MENU_ID2: '310', MENU_NAME2: 'Mutual Funds', IS_ACTIVE2: '1' });
    expect(funds.MODULE3.map((m) => m.MENU_NAME3)).toEqual([
      'Purchase/Buy/SIP',
      'All Funds',
      'Insta Cash',
    ]);
    const summary = fixtureTree.find((m) => m.URL1 === '/report')!.MODULE2[0]!.MODULE3[0]!
      .MODULE4[0]!;
    expect(summary).toEqual({
      MENU_ID4: '4111',
      MENU_NAME4: 'Capital Gain Summary',
      URL4: '/report/mutual-funds/capital-gain/summary',
      IS_ACTIVE4: '1',
      ACCESS4: 'ZPDCE',
    });
  });

  it('keeps the row order and leaves out rows whose parent is missing', () => {
    expect(fixtureTree.map((m) => m.MENU_ID1)).toEqual(['100', '200', '300', '400', '900']);
    const ids = menuNodes(fixtureTree).flatMap(function all(n): string[] {
      return [n.id, ...n.children.flatMap(all)];
    });
    expect(ids).not.toContain('999');
    expect(ids).toHaveLength(fixtureRows.length - 1);
  });
});

describe('menu visibility (spec 1 section 6)', () => {
  it('needs an active item whose access string holds Z', () => {
    expect(isMenuItemVisible({ active: true, access: 'Z' })).toBe(true);
    expect(isMenuItemVisible({ active: false, access: 'ZPDCE' })).toBe(false);
    expect(isMenuItemVisible({ active: true, access: 'PDCE' })).toBe(false);
  });

  it.each([
    ['PARTNER_DESK', 'P'],
    ['DISTRIBUTOR_DESK', 'D'],
    ['CUSTOMER_CARE', 'C'],
    ['PARTNER_E_DESK', 'E'],
  ] as const)('on the %s entry also needs %s', (channel, letter) => {
    expect(isMenuItemVisible({ active: true, access: `Z${letter}` }, channel)).toBe(true);
    expect(isMenuItemVisible({ active: true, access: 'Z' }, channel)).toBe(false);
    expect(isMenuItemVisible({ active: true, access: 'ZPDCE'.replace(letter, '') }, channel)).toBe(
      false,
    );
  });

  it('never shows an item without Z or inactive, whatever the channel', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...entryChannels),
        fc.boolean(),
        fc.stringMatching(/^[A-Z]{0,6}$/),
        (channel, active, access) => {
          if (isMenuItemVisible({ active, access }, channel)) {
            expect(active).toBe(true);
            expect(access).toContain('Z');
          }
        },
      ),
    );
  });

  it('hides the children of a hidden item', () => {
    const transact = visibleMenu(fixtureTree).find((n) => n.name === 'Transact')!;
    expect(names(transact.children)).toEqual(['Mutual Funds', 'Loan']);
    const reports = visibleMenu(fixtureTree).find((n) => n.name === 'Reports')!;
    expect(names(reports.children)).toEqual(['Mutual Fund Reports', 'Archived Reports']);
  });

  it('shows in the primary menu only IS_IN_PRIMARY items: no dashboard, no admin panel', () => {
    const primary = primaryMenu(fixtureTree);
    expect(names(primary)).toEqual(['Portfolio', 'Transact', 'Reports']);
    const reports = primary.find((n) => n.name === 'Reports')!;
    expect(names(reports.children)).toEqual(['Mutual Fund Reports']);
    expect(names(reports.children[0]!.children[0]!.children)).toEqual(['Capital Gain Summary']);
  });

  it('drops Insta Cash on the partner-e desk, whose letter it lacks', () => {
    const funds = (channel: (typeof entryChannels)[number]) =>
      names(
        primaryMenu(fixtureTree, { channel })
          .find((n) => n.name === 'Transact')!
          .children.find((n) => n.name === 'Mutual Funds')!.children,
      );
    expect(funds('DIRECT')).toContain('Insta Cash');
    expect(funds('PARTNER_DESK')).toContain('Insta Cash');
    expect(funds('PARTNER_E_DESK')).not.toContain('Insta Cash');
  });

  it('fills the profile dropdown from the admin-panel entry', () => {
    expect(names(profileMenu(fixtureTree))).toEqual([
      'My profile',
      'setting',
      'help & support',
      'My Wealth Partner',
      'logout',
    ]);
  });

  it('shows only logout and no primary menu on the loan variant', () => {
    expect(primaryMenu(fixtureTree, { loanHost: true })).toEqual([]);
    expect(names(profileMenu(fixtureTree, { loanHost: true }))).toEqual(['logout']);
  });
});

describe('the breadcrumb (spec 1 section 2.5)', () => {
  it.each([
    ['/', ['Home']],
    ['/portfolio', ['Home', 'Portfolio']],
    ['/dashboard', ['Home']],
    ['/transact', ['Home', 'Transact']],
    [
      '/transact/mutual-funds/purchase-buy-sip',
      ['Home', 'Transact', 'Mutual Funds', 'Purchase/Buy/SIP'],
    ],
    ['/transact/mutual-funds/allFunds', ['Home', 'Transact', 'Mutual Funds']],
    ['/transact/mutual-funds/portfolio', ['Home', 'Transact', 'Mutual Funds']],
    ['/transact/loan', ['Home', 'Transact', 'Loan']],
    ['/transact/loan/njfspl/loans', ['Home', 'Transact', 'Loan']],
    [
      '/report/mutual-funds/capital-gain/summary',
      ['Home', 'Reports', 'Mutual Fund Reports', 'Capital Gain', 'Capital Gain Summary'],
    ],
    ['/report/archived/old', ['Home', 'Reports', 'Old Statements']],
    ['/profile', ['Home', 'My profile']],
    ['/setting', ['Home', 'setting']],
    ['/help-and-support', ['Home', 'help & support']],
    ['/contact', ['Home', 'Contact A Partner']],
    ['/settings', ['Home', 'Settings']],
    ['/Settings/?tab=change-password', ['Home', 'Settings']],
    ['/notifications', ['Home', 'Notifications']],
    ['/scheme-insight/120503', ['Home']],
  ])('names %s as %j', (path, expected) => {
    expect(crumbs(path)).toEqual(expected);
  });

  it('links Home to / and every crumb to its menu URL', () => {
    expect(breadcrumb(fixtureTree, '/transact/mutual-funds/purchase-buy-sip')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Transact', url: '/transact' },
      { name: 'Mutual Funds', url: '/transact/mutual-funds' },
      { name: 'Purchase/Buy/SIP', url: '/transact/mutual-funds/purchase-buy-sip' },
    ]);
  });

  it('ignores case, repeated and trailing slashes, the query and the hash', () => {
    expect(normalisePath('/Transact//Mutual-Funds/?x=1#top')).toBe('/transact/mutual-funds');
    expect(crumbs('/Transact/Mutual-Funds/ALLFUNDS/')).toEqual([
      'Home',
      'Transact',
      'Mutual Funds',
    ]);
    expect(crumbs('/portfolio?tab=holdings')).toEqual(['Home', 'Portfolio']);
  });

  it('matches at most four levels deep', () => {
    expect(crumbs('/report/mutual-funds/capital-gain/summary/extra')).toHaveLength(5);
  });

  it('is left off the dashboard only', () => {
    expect(showsBreadcrumb('/')).toBe(false);
    expect(showsBreadcrumb('/dashboard/')).toBe(false);
    expect(showsBreadcrumb('/Dashboard')).toBe(false);
    expect(showsBreadcrumb('/portfolio')).toBe(true);
    expect(showsBreadcrumb('/contact')).toBe(true);
  });

  it('tells the mode from the path', () => {
    expect(breadcrumbMode(fixtureTree, '/transact/mutual-funds')).toBe('TRANSACT');
    expect(breadcrumbMode(fixtureTree, '/profile')).toBe('ADMINPANEL');
    expect(breadcrumbMode(fixtureTree, '/contact')).toBe('ADMINPANEL');
    expect(breadcrumbMode(fixtureTree, '/report')).toBe('DEFAULT');
    expect(breadcrumbMode(fixtureTree, '/')).toBe('DEFAULT');
  });

  it('starts with Home and never runs past five crumbs, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (path) => {
        const trail = breadcrumb(fixtureTree, path);
        expect(trail[0]).toEqual({ name: 'Home', url: '/' });
        expect(trail.length).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('ends at the page itself for every primary item reached by its own URL', () => {
    for (const node of primaryMenu(fixtureTree).flatMap(function all(n): MenuNode[] {
      return [n, ...n.children.flatMap(all)];
    })) {
      if (node.url.toLowerCase() === '/transact/mutual-funds/allfunds') continue;
      expect(breadcrumb(fixtureTree, node.url).at(-1)).toEqual({ name: node.name, url: node.url });
    }
  });
});
