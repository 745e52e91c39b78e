import { menuTreeFromRows, type MenuRow } from '../src/index.js';

const all = 'ZPDCE';
const row = (
  id: string,
  parentId: string | null,
  name: string,
  url: string,
  extra: Partial<MenuRow> = {},
): MenuRow => ({ id, parentId, name, url, inPrimary: true, active: true, access: all, ...extra });

/** A desk menu shaped like the seeded one, small enough to reason about in tests. */
export const fixtureRows: MenuRow[] = [
  row('100', null, 'Dashboard', '/dashboard', { inPrimary: false }),
  row('200', null, 'Portfolio', '/portfolio'),
  row('300', null, 'Transact', '/transact'),
  row('310', '300', 'Mutual Funds', '/transact/mutual-funds'),
  row('311', '310', 'Purchase/Buy/SIP', '/transact/mutual-funds/purchase-buy-sip'),
  row('312', '310', 'All Funds', '/transact/mutual-funds/allFunds'),
  row('313', '310', 'Insta Cash', '/transact/mutual-funds/insta-cash', { access: 'ZPDC' }),
  row('320', '300', 'Loan', '/transact/loan'),
  row('330', '300', 'National Pension Scheme', '/transact/enps', { active: false }),
  row('400', null, 'Reports', '/report'),
  row('410', '400', 'Mutual Fund Reports', '/report/mutual-funds'),
  row('411', '410', 'Capital Gain', '/report/mutual-funds/capital-gain'),
  row('4111', '411', 'Capital Gain Summary', '/report/mutual-funds/capital-gain/summary'),
  row('420', '400', 'Brokerage Statement', '/report/brokerage', { access: 'PD' }),
  row('430', '400', 'Archived Reports', '/report/archived', { inPrimary: false }),
  row('431', '430', 'Old Statements', '/report/archived/old'),
  row('900', null, 'Admin Panel', '/admin-panel', { inPrimary: false }),
  row('910', '900', 'My profile', '/profile'),
  row('920', '900', 'setting', '/setting'),
  row('930', '900', 'help & support', '/help-and-support'),
  row('940', '900', 'My Wealth Partner', '/contact'),
  row('950', '900', 'logout', '/logout'),
  // An orphan (its parent is missing) never reaches the tree.
  row('999', '998', 'Orphan', '/orphan'),
];

export const fixtureTree = menuTreeFromRows(fixtureRows);
