import { entryChannelLetters, type EntryChannel } from '../codes/entry-channels.js';
import type {
  TMenuItem2,
  TMenuItem3,
  TMenuItem4,
  TPrimaryMenu,
} from '../contracts/shell/primary-menu.js';

/** One menu item, whatever its level: what the rules below and the web's menus work on. */
export interface MenuNode {
  id: string;
  name: string;
  url: string;
  level: 1 | 2 | 3 | 4;
  /** IS_IN_PRIMARY; only levels 1 and 2 carry it, deeper items follow their parent. */
  inPrimary: boolean;
  active: boolean;
  access: string;
  children: MenuNode[];
}

export const adminPanelUrl = '/admin-panel';
export const logoutMenuUrl = '/logout';

type Level = MenuNode['level'];
type Flag = '0' | '1';

/** One item's own fields, numbered by its level; IS_IN_PRIMARY only at levels 1 and 2. */
type Numbered<L extends Level> = {
  [K in `MENU_ID${L}` | `MENU_NAME${L}` | `URL${L}` | `ACCESS${L}`]: string;
} & { [K in `IS_ACTIVE${L}`]: Flag } & (L extends 1 | 2
    ? { [K in `IS_IN_PRIMARY${L}`]: Flag }
    : unknown);

function nodeOf<L extends Level>(item: Numbered<L>, level: L, children: MenuNode[]): MenuNode {
  const field = (name: string) => (item as Record<string, string | undefined>)[name + level] ?? '';
  return {
    id: field('MENU_ID'),
    name: field('MENU_NAME'),
    url: field('URL'),
    level,
    inPrimary: level > 2 || field('IS_IN_PRIMARY') === '1',
    active: field('IS_ACTIVE') === '1',
    access: field('ACCESS'),
    children,
  };
}

const level4 = (m: TMenuItem4) => nodeOf(m, 4, []);
const level3 = (m: TMenuItem3) => nodeOf(m, 3, m.MODULE4.map(level4));
const level2 = (m: TMenuItem2) => nodeOf(m, 2, m.MODULE3.map(level3));

/** The numbered tree (MENU_ID1, MODULE2...) as plain nodes. */
export function menuNodes(tree: TPrimaryMenu): MenuNode[] {
  return tree.map((m1) => nodeOf(m1, 1, m1.MODULE2.map(level2)));
}

/** A menu item as a table stores it: a parent reference instead of nesting, rows in menu order. */
export interface MenuRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string;
  inPrimary: boolean;
  active: boolean;
  access: string;
}

const flag = (value: boolean): Flag => (value ? '1' : '0');

/** A stored row's fields numbered for its level, in the order the XML lists them. */
function numbered<L extends Level>(row: MenuRow, level: L): Numbered<L> {
  return {
    [`MENU_ID${level}`]: row.id,
    [`MENU_NAME${level}`]: row.name,
    [`URL${level}`]: row.url,
    ...(level <= 2 && { [`IS_IN_PRIMARY${level}`]: flag(row.inPrimary) }),
    [`IS_ACTIVE${level}`]: flag(row.active),
    [`ACCESS${level}`]: row.access,
  } as Numbered<L>;
}

/** Nests stored rows into the numbered tree; rows below level 4 or without a parent are left out. */
export function menuTreeFromRows(rows: readonly MenuRow[]): TPrimaryMenu {
  const childrenOf = (parentId: string | null) => rows.filter((r) => r.parentId === parentId);
  return childrenOf(null).map((r1) => ({
    ...numbered(r1, 1),
    MODULE2: childrenOf(r1.id).map((r2) => ({
      ...numbered(r2, 2),
      MODULE3: childrenOf(r2.id).map((r3) => ({
        ...numbered(r3, 3),
        MODULE4: childrenOf(r3.id).map((r4) => numbered(r4, 4)),
      })),
    })),
  }));
}

/**
 * Spec 1 section 6: shown only when active and the access string includes 'Z', and, for an entry
 * through a desk, that desk's letter too (P partner, D distributor, C customer care, E partner-e).
 */
export function isMenuItemVisible(
  item: Pick<MenuNode, 'active' | 'access'>,
  channel: EntryChannel = 'DIRECT',
): boolean {
  const letter = entryChannelLetters[channel];
  return (
    item.active && item.access.includes('Z') && (letter === null || item.access.includes(letter))
  );
}

function keepVisible(nodes: MenuNode[], channel: EntryChannel): MenuNode[] {
  return nodes
    .filter((node) => isMenuItemVisible(node, channel))
    .map((node) => ({ ...node, children: keepVisible(node.children, channel) }));
}

/** Every item the investor may see; a hidden item hides its children. */
export function visibleMenu(tree: TPrimaryMenu, channel: EntryChannel = 'DIRECT'): MenuNode[] {
  return keepVisible(menuNodes(tree), channel);
}

export interface MenuOptions {
  channel?: EntryChannel;
  /** The loan variant of the desk (see isLoanHost): no primary menu, and only logout in the profile menu. */
  loanHost?: boolean;
}

/** The primary menu bar and drawer: visible items with IS_IN_PRIMARY '1' at levels 1 and 2. */
export function primaryMenu(
  tree: TPrimaryMenu,
  { channel = 'DIRECT', loanHost = false }: MenuOptions = {},
): MenuNode[] {
  if (loanHost) return [];
  return visibleMenu(tree, channel)
    .filter((m1) => m1.inPrimary)
    .map((m1) => ({ ...m1, children: m1.children.filter((m2) => m2.inPrimary) }));
}

const sameUrl = (a: string, b: string) => normalisePath(a) === normalisePath(b);

/** The profile (avatar) dropdown: the children of the admin-panel entry (spec 1 section 2.5). */
export function profileMenu(
  tree: TPrimaryMenu,
  { channel = 'DIRECT', loanHost = false }: MenuOptions = {},
): MenuNode[] {
  const panel = visibleMenu(tree, channel).find((m1) => sameUrl(m1.url, adminPanelUrl));
  const items = panel?.children ?? [];
  return loanHost ? items.filter((item) => sameUrl(item.url, logoutMenuUrl)) : items;
}

export type BreadcrumbMode = 'TRANSACT' | 'ADMINPANEL' | 'DEFAULT';

export interface Crumb {
  name: string;
  url: string;
}

export const homeCrumb: Crumb = { name: 'Home', url: '/' };

/** Pages whose breadcrumb stops at their parent (spec 1 section 2.5), by lower-case path. */
export const breadcrumbCollapses: Readonly<Record<string, string>> = {
  '/transact/mutual-funds/portfolio': '/transact/mutual-funds',
  '/transact/mutual-funds/allfunds': '/transact/mutual-funds',
};

/**
 * Pages that stand under a menu item at another path, by lower-case path: their breadcrumb is that
 * item's. The new fund offers (/transact/nfo) are the menu's Mutual Funds > NFO; a goal's pages
 * belong to Goals.
 */
export const breadcrumbAliases: Readonly<Record<string, string>> = {
  '/transact/nfo': '/transact/mutual-funds/nfo',
  '/transact/nfo/search': '/transact/mutual-funds/nfo',
  '/createneed': '/goals',
  '/viewneed': '/goals',
};

/**
 * Pages whose breadcrumb names them differently from the menu (spec 1 section 2.4), and desk pages
 * the menu does not list, by lower-case path.
 */
export const breadcrumbTitles: Readonly<Record<string, string>> = {
  '/contact': 'Contact A Partner',
  '/settings': 'Settings',
  '/notifications': 'Notifications',
};

/** The dashboard shows no breadcrumb (spec 1 section 2.5). */
export function showsBreadcrumb(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path !== '/' && path !== '/dashboard';
}

/** '/Transact//mutual-funds/?x=1' -> '/transact/mutual-funds'. */
export function normalisePath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase();
  const segments = path.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

function breadcrumbSegments(pathname: string): string[] {
  const path = normalisePath(pathname);
  return (breadcrumbCollapses[path] ?? breadcrumbAliases[path] ?? path)
    .split('/')
    .filter(Boolean)
    .slice(0, 4);
}

export function breadcrumbMode(tree: TPrimaryMenu, pathname: string): BreadcrumbMode {
  const [first] = breadcrumbSegments(pathname);
  if (first === undefined) return 'DEFAULT';
  if (first === 'transact') return 'TRANSACT';
  const panel = menuNodes(tree).find((m1) => sameUrl(m1.url, adminPanelUrl));
  return panel?.children.some((item) => sameUrl(item.url, `/${first}`)) ? 'ADMINPANEL' : 'DEFAULT';
}

/**
 * Home, then the names of the menu items whose URLs match the path one segment at a time, up to
 * four levels. In ADMINPANEL mode matching starts at the admin-panel entry's children (the entry
 * itself is hidden). A segment that matches nothing is skipped, so deeper segments can still match
 * the children of the last match. Only items with IS_IN_PRIMARY '1' (levels 1 and 2) are named.
 */
export function breadcrumb(tree: TPrimaryMenu, pathname: string): Crumb[] {
  const title = breadcrumbTitles[normalisePath(pathname)];
  if (title) return [homeCrumb, { name: title, url: normalisePath(pathname) }];
  const segments = breadcrumbSegments(pathname);
  const nodes = menuNodes(tree);
  const mode = breadcrumbMode(tree, pathname);
  let candidates =
    mode === 'ADMINPANEL'
      ? (nodes.find((m1) => sameUrl(m1.url, adminPanelUrl))?.children ?? [])
      : nodes;
  const crumbs: Crumb[] = [homeCrumb];
  for (let depth = 1; depth <= segments.length; depth++) {
    const prefix = `/${segments.slice(0, depth).join('/')}`;
    const match = candidates.find((node) => sameUrl(node.url, prefix));
    if (!match) continue;
    if (match.inPrimary) crumbs.push({ name: match.name, url: match.url });
    candidates = match.children;
  }
  return crumbs;
}
